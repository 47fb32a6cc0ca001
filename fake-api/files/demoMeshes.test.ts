import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMesh } from '../../src/domain/mesh/meshCheck';
import { parseStl } from '../../src/domain/mesh/stl';
import { startTestApi } from '../testing/harness';
import type { TestApi } from '../testing/harness';
import { DEMO_MESH_PATHS, generateDemoMeshes } from './demoMeshes';

describe('GET /oss/demo/*.stl', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it.each(Object.values(DEMO_MESH_PATHS))(
    'serves %s publicly as a watertight binary STL wound outwards',
    async (path) => {
      // No client header, no token: a plain browser fetch from another origin.
      const response = await fetch(`${t.url}${path}`, { headers: { Origin: 'http://other.test' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('model/stl');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const bytes = await response.arrayBuffer();
      expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
      const check = checkMesh(parseStl(bytes).positions);
      // Wound outwards: CAM software and slicers would read an inward file inside out.
      expect(check).toMatchObject({ watertight: true, inconsistentEdges: 0, invertedShells: 0 });
      expect(check.verdict).toBe('pass');
    },
  );

  it('serves exactly what the generator makes afresh (deterministic)', async () => {
    const fresh = generateDemoMeshes();
    for (const [name, bytes] of fresh) {
      const served = await fetch(`${t.url}/oss/demo/${name}`).then((r) => r.arrayBuffer());
      expect(Buffer.from(served).equals(bytes)).toBe(true);
    }
    expect(fresh.get('crown.stl')?.length).toBe(84 + 9216 * 50);
  });

  it('answers 404 for another name', async () => {
    const response = await fetch(`${t.url}/oss/demo/missing.stl`);
    expect(response.status).toBe(404);
  });
});
