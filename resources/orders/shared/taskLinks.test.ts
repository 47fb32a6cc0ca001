import { describe, expect, it } from 'vitest';
import { safeFileHref, stlPreviewPath } from './taskLinks';

describe('task links', () => {
  it('previews same-origin and absolute STL links through /stlView with an absolute URL', () => {
    expect(stlPreviewPath('/oss/demo/crown.stl', 'http://portal.test')).toBe(
      `/stlView?stlUrl=${encodeURIComponent('http://portal.test/oss/demo/crown.stl')}`,
    );
    expect(stlPreviewPath('https://cdn.test/a.stl', 'http://portal.test')).toContain(
      encodeURIComponent('https://cdn.test/a.stl'),
    );
    expect(stlPreviewPath('javascript:alert(1)', 'http://portal.test')).toBeUndefined();
    expect(safeFileHref('data:text/html,x', 'http://portal.test')).toBeUndefined();
  });
});
