import { describe, expect, it } from 'vitest';
import { fileNameOf, meshFormatOf } from './meshFormat';

describe('meshFormatOf', () => {
  it.each([
    ['crown.stl', 'stl'],
    ['CROWN.STL', 'stl'],
    ['https://oss.example.com/upload/20240101/a.ply?x=1#y', 'ply'],
    ['jaw.Obj', 'obj'],
    ['https://oss.example.com/file/12345', 'stl'],
    ['https://oss.example.com.cn/v1/download', 'stl'],
    ['.stl', 'stl'],
  ])('%s → %s', (name, format) => {
    expect(meshFormatOf(name)).toBe(format);
  });

  it.each(['case.zip', 'notes.txt', 'https://x.example.com/a/b.3mf'])('refuses %s', (name) => {
    expect(meshFormatOf(name)).toBeUndefined();
  });
});

describe('fileNameOf', () => {
  it('takes the last path segment, decoded, without query', () => {
    expect(fileNameOf('https://x.example.com/upload/%E7%89%99%E5%86%A0.stl?sig=1')).toBe(
      '牙冠.stl',
    );
    expect(fileNameOf('https://x.example.com/')).toBe('https://x.example.com/');
    expect(fileNameOf('https://x.example.com/bad%E0.stl')).toBe('bad%E0.stl');
  });
});
