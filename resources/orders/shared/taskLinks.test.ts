import { describe, expect, it } from 'vitest';
import { safeFileHref, stlPreviewPath } from './taskLinks';

describe('task links', () => {
  it('previews our own STL links through /stlView with an absolute URL', () => {
    expect(stlPreviewPath('/oss/demo/crown.stl', 'http://portal.test')).toBe(
      `/stlView?stlUrl=${encodeURIComponent('http://portal.test/oss/demo/crown.stl')}`,
    );
    const object = 'http://portal.test/api/blade-resource/oss/object/upload/20261122/a.stl';
    expect(safeFileHref(object, 'http://portal.test')).toBe(object);
  });

  it('offers nothing that points elsewhere: another site, the storage, javascript:, data:', () => {
    expect(stlPreviewPath('https://cdn.test/a.stl', 'http://portal.test')).toBeUndefined();
    const storage = 'http://portal.test:9000/design-files/upload/20261122/a.html';
    expect(safeFileHref(storage, 'http://portal.test')).toBeUndefined();
    expect(stlPreviewPath('javascript:alert(1)', 'http://portal.test')).toBeUndefined();
    expect(safeFileHref('data:text/html,x', 'http://portal.test')).toBeUndefined();
  });
});
