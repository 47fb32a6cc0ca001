import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

const BASE = '/api/os/designTask';

/** Issue 24: staff change an order's tooth chart; the crown counts follow; designers get 403. */
describe('tooth chart edit', () => {
  let t: TestApi;
  let staff = '';
  let designer = '';
  beforeAll(async () => {
    t = await startTestApi();
    staff = (await t.login('support', 'Support1')).access_token;
    designer = (await t.login('designer', 'Designer1')).access_token;
  });
  afterAll(() => t.close());

  const bridgeTask = () =>
    t.api.db
      .getState()
      .designTasks?.find((task) => task.teeth?.some((unit) => unit.restorationType === 'pontic'));
  const edit = (id: string, token: string, body: Json) =>
    t.call(`${BASE}/${id}/teeth`, { method: 'POST', token, body });

  it('seeds a 3-unit bridge 14-15-16 with 15 a pontic, counted as 3 full crowns', () => {
    const task = bridgeTask();
    expect(task?.teeth?.map((unit) => `${unit.toothNo} ${unit.restorationType}`)).toEqual([
      '14 fullCrown',
      '15 pontic',
      '16 fullCrown',
    ]);
    expect(task).toMatchObject({ fullCrownCount: 3, innerCrownCount: 0 });
  });

  it('refuses a designer, refuses a bad chart, and saves a good one with its counts', async () => {
    const task = bridgeTask();
    if (!task) throw new Error('no seeded bridge');
    const chart = {
      teeth: [
        { toothNo: 14, restorationType: 'fullCrown' },
        { toothNo: 15, restorationType: 'pontic' },
        { toothNo: 16, restorationType: 'fullCrown' },
        { toothNo: 17, restorationType: 'coping' },
      ],
      connectors: [
        { fromTooth: 14, toTooth: 15 },
        { fromTooth: 15, toTooth: 16 },
      ],
      shade: 'A3',
    };
    expect((await edit(task.id, designer, chart)).status).toBe(403);
    const far = { ...chart, connectors: [{ fromTooth: 14, toTooth: 16 }] };
    expect((await edit(task.id, staff, far)).body).toMatchObject({
      code: 400,
      msg: '连接体只能连接同一牙弓中相邻的牙位',
    });
    expect((await edit(task.id, staff, { teeth: 'x' })).status).toBe(400);
    const saved = await edit(task.id, staff, chart);
    expect(saved.body.data).toMatchObject({ shade: 'A3', fullCrownCount: 3, innerCrownCount: 1 });
    expect(bridgeTask()?.teeth).toHaveLength(4);
  });

  it('keeps the chart of an order handed in: the design was made for it', async () => {
    const handedIn = t.api.db
      .getState()
      .designTasks?.find((task) => ['2', '3', '4', '5'].includes(task.status));
    if (!handedIn) throw new Error('no seeded order handed in');
    const answer = await edit(handedIn.id, staff, { teeth: [], connectors: [], shade: '' });
    expect(answer.body).toMatchObject({ code: 400, msg: '订单已提交质检，牙位图不可修改' });
  });
});
