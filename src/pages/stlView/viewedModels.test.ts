import { describe, expect, it } from 'vitest';
import { stlViewPath } from '../../routes/paths';
import { viewedModelsOf } from './viewedModels';

const ORIGIN = 'http://portal.test';
const modelsOf = (path: string) => viewedModelsOf(new URL(path, ORIGIN).searchParams, ORIGIN);

describe('the models /stlView shows', () => {
  it("names each model by the file's name, not the link's last segment (issue 39)", () => {
    const path = stlViewPath([
      { url: `${ORIGIN}/oss/demo/upper-jaw.stl`, name: '上颌扫描.stl' },
      { url: `${ORIGIN}/oss/demo/crown.stl`, name: '预备体.stl' },
    ]);
    expect(modelsOf(path).sources).toEqual([
      { name: '上颌扫描.stl', url: `${ORIGIN}/oss/demo/upper-jaw.stl` },
      { name: '预备体.stl', url: `${ORIGIN}/oss/demo/crown.stl` },
    ]);
  });

  it('falls back to the link for a name the viewer cannot read the format of, or none', () => {
    const path = stlViewPath([
      { url: `${ORIGIN}/o/a1b2.ply`, name: 'scan' },
      { url: `${ORIGIN}/o/c3.stl` },
    ]);
    expect(modelsOf(path).sources.map((source) => source.name)).toEqual(['a1b2.ply', 'c3.stl']);
  });

  it('counts the refused links and keeps the others named by their own name', () => {
    const path = stlViewPath([
      { url: 'javascript:alert(1)', name: 'x.stl' },
      { url: `${ORIGIN}/o/k.stl`, name: '牙模.stl' },
    ]);
    expect(modelsOf(path)).toEqual({
      sources: [{ name: '牙模.stl', url: `${ORIGIN}/o/k.stl` }],
      refused: 1,
    });
  });
});
