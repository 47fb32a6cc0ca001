import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designDemoBytes } from '../files/designDemoFiles';
import { MEASURE_TASK_IDS } from '../seed/measurer';
import type { ObjectStorage } from '../storage/objectStorage';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';
import { startTestStorage } from '../testing/storage';
import { uploadAs } from '../testing/upload';

const BASE = '/api/os/designTask';
const ID = MEASURE_TASK_IDS.thickWalls;
let t: TestApi;
let storage: ObjectStorage;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  storage = await startTestStorage();
  t = await startTestApi({ storage });
  tokens.measurer = (await t.login('measurer', 'Measurer1')).access_token;
  tokens.support = (await t.login('support', 'Support1')).access_token;
});
afterAll(async () => {
  await t.close();
  await storage.close();
});

/** The designer hands in the clean crown (short of this customer's 1.2 mm walls: justified). */
async function submitCleanCrown() {
  const name = 'crown-clean.stl';
  const bytes = new Uint8Array(designDemoBytes(name)!);
  const file = await uploadAs(t, tokens.measurer, ID, bytes, 'cad', name);
  await t.call(`${BASE}/${ID}/addTaskFile`, { token: tokens.measurer, body: file });
  const submitted = await t.call(`${BASE}/${ID}/submit`, {
    token: tokens.measurer,
    body: { designCheckJustification: 'Walls kept at 1.0 mm, agreed with the lab' },
  });
  expect(submitted.status).toBe(200);
}

describe('a return carries the value measured at each pin (issue 37)', () => {
  it('measures the stored design at the pins, against the order, whatever the portal claims', async () => {
    await submitCleanCrown();
    const forged = { check: 'proximal.contact', value: 9, meetsOrder: true };
    const reasons = [
      // On the occlusal table: about 1.1 mm of zirconia, this order asks 1.2 mm.
      { category: 'thickness', severity: 'major', text: '咬合面太薄', pin: [0, 0, 5.43] },
      // At the distal contact: 0.03 mm into the neighbour, what "medium" asks.
      { category: 'contacts', severity: 'minor', text: '邻接过紧', pin: [4.2, 0, 2.5] },
      { category: 'margin', severity: 'minor', text: '边缘欠密合', pin: [3.6, 0, 0] },
      { category: 'contacts', severity: 'minor', text: '近中接触', measured: forged },
    ];
    const returned = await t.call(`${BASE}/qc/return`, {
      token: tokens.support,
      query: { id: ID },
      body: { reasons },
    });
    expect(returned.status).toBe(200);
    const [thin, contact, margin, unpinned]: Json[] = returned.body.data.qcInspection.reasons;
    expect(thin.measured).toMatchObject({
      check: 'thickness.occlusal',
      required: { comparison: 'atLeast', value: 1.2, unit: 'mm', source: 'order' },
      meetsOrder: false,
    });
    expect(thin.measured.value).toBeGreaterThan(0.9);
    expect(thin.measured.value).toBeLessThan(1.2);
    expect(contact.measured).toMatchObject({
      check: 'proximal.contact',
      required: { comparison: 'within', value: -0.03, toleranceMm: 0.03, source: 'order' },
      meetsOrder: true,
    });
    expect(contact.measured.value).toBeCloseTo(-0.03, 2);
    expect(contact.measured.distanceMm).toBeLessThan(0.2);
    // A margin is no check's, and a reason without a pin keeps no value (the forged one dropped).
    expect(margin.measured).toBeUndefined();
    expect(unpinned).toEqual({ category: 'contacts', severity: 'minor', text: '近中接触' });
    // The version judged keeps the same inspection.
    const version = t.api.db.getState().cadVersions?.find((item) => item.taskId === ID);
    expect(version?.qcInspection?.reasons[1].measured?.meetsOrder).toBe(true);
  }, 60_000);
});
