import { describe, expect, it } from 'vitest';
import { safeFileHref, stlPreviewPath, taskShowPath, taskUploadPath } from './taskLinks';

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

  it('builds the detail and upload paths', () => {
    expect(taskShowPath('12')).toBe('/tasks/12/show');
    expect(taskUploadPath('12')).toBe('/order/task/12/upload');
    expect(taskUploadPath('a/b c')).toBe('/order/task/a%2Fb%20c/upload');
  });
});
