import { describe, expect, it } from 'vitest';
import { downloadHref, safeFileHref, stlPreviewPath } from './taskLinks';

describe('task links', () => {
  it('previews our own STL links through /stlView with an absolute URL', () => {
    expect(stlPreviewPath('/oss/demo/crown.stl', 'http://portal.test')).toBe(
      `/stlView?stlUrl=${encodeURIComponent('http://portal.test/oss/demo/crown.stl')}`,
    );
    // The file's own name goes with it: the viewer shows 预备体.stl, not crown.stl.
    expect(stlPreviewPath('/oss/demo/crown.stl', 'http://portal.test', '预备体.stl')).toBe(
      `/stlView?stlUrl=${encodeURIComponent('http://portal.test/oss/demo/crown.stl')}` +
        `&stlName=${encodeURIComponent('预备体.stl')}`,
    );
    const object = 'http://portal.test/api/blade-resource/oss/object/upload/20261122/a.stl';
    expect(safeFileHref(object, 'http://portal.test')).toBe(object);
  });

  it("downloads our own links under the file's name (the object route's `filename`)", () => {
    const object = 'http://portal.test/api/blade-resource/oss/object/upload/20261122/f684.stl';
    expect(downloadHref(object, 'http://portal.test', 'T7-cad-v2.stl')).toBe(
      `${object}?filename=T7-cad-v2.stl`,
    );
    expect(downloadHref('https://cdn.test/a.stl', 'http://portal.test', 'a.stl')).toBeUndefined();
  });

  it('offers nothing that points elsewhere: another site, the storage, javascript:, data:', () => {
    expect(stlPreviewPath('https://cdn.test/a.stl', 'http://portal.test')).toBeUndefined();
    const storage = 'http://portal.test:9000/design-files/upload/20261122/a.html';
    expect(safeFileHref(storage, 'http://portal.test')).toBeUndefined();
    expect(stlPreviewPath('javascript:alert(1)', 'http://portal.test')).toBeUndefined();
    expect(safeFileHref('data:text/html,x', 'http://portal.test')).toBeUndefined();
  });
});
