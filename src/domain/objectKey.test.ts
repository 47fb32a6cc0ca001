import { describe, expect, it } from 'vitest';
import { objectKey } from './objectKey';

describe('objectKey', () => {
  it('is upload/{yyyyMMdd}/{random}.{ext}', () => {
    const date = new Date(2026, 0, 5, 23, 59);
    expect(objectKey('Crown Final.STL', date, 'a1b2')).toBe('upload/20260105/a1b2.stl');
    expect(objectKey('model.v2.ply', new Date(2026, 10, 22), 'ff')).toBe('upload/20261122/ff.ply');
  });

  it('leaves the dot out when the name has no extension', () => {
    expect(objectKey('README', new Date(2026, 10, 22), 'ff')).toBe('upload/20261122/ff');
  });
});
