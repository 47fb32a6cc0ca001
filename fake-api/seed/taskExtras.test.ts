import { describe, expect, it } from 'vitest';
import { generateDemoMeshes } from '../files/demoMeshes';
import { createSeedState } from './index';

describe('seeded files linking the demo meshes', () => {
  const state = createSeedState(Date.parse('2026-11-23T08:00:00Z'));
  const served = generateDemoMeshes();
  const demoBytes = (link: string) => served.get(link.replace('/oss/demo/', ''))?.length;
  const linked = [
    ...(state.caseFiles ?? []),
    ...(state.taskFiles ?? []),
    ...(state.specialRequestFiles ?? []),
  ].filter((file) => /^\/oss\/demo\/[^/]+$/.test(file.link));

  it('carry the byte size of the file they link (上颌扫描 is not 2.24 MB)', () => {
    expect(linked.length).toBeGreaterThan(100);
    const wrong = linked.filter((file) => file.fileSize !== demoBytes(file.link));
    expect(wrong.map((file) => `${file.link}: ${file.fileSize}`)).toEqual([]);
  });
});
