import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCheckDesign } from '../cli/checkDesignRun';
import { designDemoBytes } from '../files/designDemoFiles';
import { MEASURE_TASK_IDS } from '../seed/measurer';
import type { ObjectStorage } from '../storage/objectStorage';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';
import { startTestStorage } from '../testing/storage';
import { uploadAs } from '../testing/upload';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BASE = '/api/os/designTask';
let t: TestApi;
let storage: ObjectStorage;
let token = '';
const folder = mkdtempSync(join(tmpdir(), 'submit-checks-'));

beforeAll(async () => {
  storage = await startTestStorage();
  t = await startTestApi({ storage });
  token = (await t.login('measurer', 'Measurer1')).access_token;
});
afterAll(async () => {
  await t.close();
  await storage.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  const state = t.api.db.getState();
  state.taskFiles = [];
  state.cadVersions = [];
  for (const task of state.designTasks ?? []) {
    if (Object.values<string>(MEASURE_TASK_IDS).includes(task.id)) task.status = '1';
  }
});

/** A demo file's bytes as the API serves its scans (the design is uploaded as they are). */
const demo = (name: string) => new Uint8Array(designDemoBytes(name)!);

/** The designer's steps: the design stored and registered with the order, then the submit. */
async function submitDesign(taskId: string, name: string, body: Json = {}) {
  const file = await uploadAs(t, token, taskId, demo(name), 'cad', name);
  const added = await t.call(`${BASE}/${taskId}/addTaskFile`, { token, body: file });
  expect(added.status).toBe(200);
  return t.call(`${BASE}/${taskId}/submit`, { token, body });
}
const versionsOf = (taskId: string) =>
  (t.api.db.getState().cadVersions ?? []).filter((version) => version.taskId === taskId);
const statusOf = (taskId: string) =>
  t.api.db.getState().designTasks?.find((task) => task.id === taskId)?.status;

describe('the submit measures the stored design (issue 37)', () => {
  it.each([
    ['crown-thin-cusp.stl', MEASURE_TASK_IDS.crown, 'thickness.occlusal'],
    ['crown-heavy-contact.stl', MEASURE_TASK_IDS.crown, 'occlusal.clearance'],
    ['bridge-thin-connector.stl', MEASURE_TASK_IDS.bridge, 'connector.area'],
  ])('refuses %s below the material, by its code, and keeps nothing', async (name, id, check) => {
    const { status, body } = await submitDesign(id, name);
    expect(status).toBe(400);
    expect(body.data).toEqual({ refusal: 'design_check_hard', values: { check } });
    expect(body.msg).toBe('设计低于材料的最低要求，不能提交：请按设计检查修改后重新上传');
    expect(versionsOf(id)).toEqual([]);
    expect(statusOf(id)).toBe('1');
  });

  it('asks a design short of the order for a justification, then keeps it with the version', async () => {
    const id = MEASURE_TASK_IDS.thickWalls;
    const refused = await submitDesign(id, 'crown-clean.stl', { language: 'en' });
    expect(refused.body.data).toEqual({ refusal: 'design_check_justify', values: {} });
    expect(versionsOf(id)).toEqual([]);
    const line = 'Walls kept at 1.0 mm to keep the occlusion: agreed with the lab by phone';
    const done = await t.call(`${BASE}/${id}/submit`, {
      token,
      body: { designCheckJustification: `  ${line} ` },
    });
    expect(done.status).toBe(200);
    const [version] = versionsOf(id);
    expect(version.designCheck).toMatchObject({ verdict: 'soft', justification: line });
    const soft = version.designCheck?.results.filter((result) => result.verdict === 'soft');
    expect(soft?.map((result) => result.check)).toContain('thickness.occlusal');
    expect(soft?.[0].regions.length).toBeGreaterThan(0);
  });

  it("keeps a clean crown's record, the same as check-design's on the same files", async () => {
    const id = MEASURE_TASK_IDS.crown;
    expect((await submitDesign(id, 'crown-clean.stl')).status).toBe(200);
    const [version] = versionsOf(id);
    for (const name of ['crown-clean.stl', 'antagonist.stl', 'neighbours.stl', 'prep.stl']) {
      writeFileSync(join(folder, name), demo(name));
    }
    const cli = runCheckDesign({
      files: {
        design: join(folder, 'crown-clean.stl'),
        antagonist: join(folder, 'antagonist.stl'),
        neighbours: join(folder, 'neighbours.stl'),
        prep: join(folder, 'prep.stl'),
      },
      material: 'zirconia-3y',
      parameters: version.designCheck!.results[0].cites.parameters,
    });
    expect(version.designCheck?.verdict).toBe('pass');
    expect(version.designCheck?.justification).toBe('');
    expect(version.designCheck?.results).toEqual(cli.results);
  });

  it('answers the demo scans and the space each prep leaves, as a pool order arrives', async () => {
    const scan = await fetch(`${t.url}/oss/demo/design/prep.stl`);
    expect(scan.headers.get('content-type')).toBe('model/stl');
    const bytes = new Uint8Array(await scan.arrayBuffer());
    expect(bytes.length).toBe(84 + 50 * new DataView(bytes.buffer).getUint32(80, true));
    const support = (await t.login('support', 'Support1')).access_token;
    const create = (body: Json) =>
      t.call(`${BASE}/pool/create`, { token: support, body: { dentureType: '1', ...body } });
    const short = await create({ demoCase: 'short-prep', materialId: 'lithium-disilicate' });
    expect(short.body.data.spaceCheck).toMatchObject({
      verdict: 'hard',
      limit: { value: 1.5, unit: 'mm', source: 'profile' },
    });
    expect(short.body.data.spaceCheck.measured.shortByMm).toBeCloseTo(1, 2);
    expect(short.body.data.material).toBe('二硅酸锂');
    const roomy = await create({ demoCase: 'crown', materialId: 'zirconia-3y' });
    expect(roomy.body.data.spaceCheck.verdict).toBe('pass');
    expect((await create({ demoCase: 'crown', materialId: 'glass' })).status).toBe(400);
    const pool = await t.call(`${BASE}/my/page`, {
      method: 'GET',
      token,
      query: { tab: 'grab', size: '100' },
    });
    const listed = pool.body.data.records.find((task: Json) => task.id === short.body.data.id);
    expect(listed.spaceCheck.verdict).toBe('hard');
    expect(listed.teeth.every((unit: Json) => unit.materialId === 'lithium-disilicate')).toBe(true);
  });
});
