import { describe, expect, it } from 'vitest';
import { objectKey } from './objectKey';

describe('objectKey', () => {
  it("is the server's upload/{yyyyMMdd}/{random} with the file's extension, lower-cased", () => {
    expect(objectKey('Crown Final.STL', 'upload/20260105/a1b2')).toBe('upload/20260105/a1b2.stl');
    expect(objectKey('model.v2.ply', 'upload/20261122/ff')).toBe('upload/20261122/ff.ply');
  });

  it('leaves the dot out when the name has no extension', () => {
    expect(objectKey('README', 'upload/20261122/ff')).toBe('upload/20261122/ff');
  });
});
