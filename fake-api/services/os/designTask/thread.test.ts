import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsDlpModel } from '../../../../src/domain/submitRules';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';
import { putFile } from '../../../testing/upload';

const BASE = '/api/os/designTask';
/** designer's put-file upload (set before the tests), as the composer attaches it. */
let FILE = { fileName: 'margin.png', filePath: '', fileSize: 0 };

/** Issue 25: the conversation on an order, its events, read state and unread counts. */
describe('order thread', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApi({ now: () => Date.parse('2026-11-02T02:00:00Z') });
    await t.signIn(['designer', 'newbie1', 'support'], tokens);
    const stored = await putFile(t, tokens.designer, 'margin.png', 'png bytes', 'image/png');
    FILE = { fileName: 'margin.png', filePath: stored.link, fileSize: stored.size };
  });
  afterAll(() => t.close());

  const thread = (id: string, account: string) =>
    t.call(`${BASE}/${id}/thread`, { method: 'GET', token: tokens[account] });
  const write = (id: string, account: string, body: Json, headers?: Record<string, string>) =>
    t.call(`${BASE}/${id}/thread/message`, { token: tokens[account], body, headers });
  const read = (id: string, account: string) =>
    t.call(`${BASE}/${id}/thread/read`, { token: tokens[account] });
  const feedThreads = async (account: string): Promise<Record<string, number>> =>
    (await t.call('/api/os/message/feed', { method: 'GET', token: tokens[account] })).body.data
      .threads;
  /** One order grabbed for the whole file: the designer's in-progress cap allows few. */
  let grabbedId = '';
  const grabbed = async () => {
    if (grabbedId) return grabbedId;
    const pool = await t.call(`${BASE}/my/page`, {
      method: 'GET',
      token: tokens.designer,
      query: { tab: 'grab', size: '50' },
    });
    const task = pool.body.data.records.find((row: Json) => !needsDlpModel(row));
    await t.call(`${BASE}/my/grab`, { token: tokens.designer, query: { id: task.id } });
    grabbedId = task.id as string;
    return grabbedId;
  };

  it('is the order’s history: the grab appears, news to nobody', async () => {
    const id = await grabbed();
    const { body } = await thread(id, 'designer');
    expect(body.data).toEqual([
      expect.objectContaining({ kind: 'event', event: 'grab', fromStaff: false, unread: false }),
    ]);
    expect((await feedThreads('designer'))[id]).toBeUndefined();
    expect((await feedThreads('support'))[id]).toBeUndefined();
  });

  it('the designer and staff only: other designers are refused with 403', async () => {
    const id = await grabbed();
    expect((await thread(id, 'newbie1')).status).toBe(403);
    expect((await write(id, 'newbie1', { content: '<p>hi</p>' })).status).toBe(403);
    expect((await read(id, 'newbie1')).status).toBe(403);
    expect((await thread(id, 'support')).status).toBe(200);
    expect((await thread('nope', 'designer')).body.msg).toBe('任务不存在');
  });

  it('a designer’s message with an attachment is unread for support until support reads it', async () => {
    const id = await grabbed();
    const sent = await write(id, 'designer', {
      content: '<p>see the margin</p>',
      attachList: [FILE],
    });
    const kept = { ...FILE, filePath: new URL(FILE.filePath).pathname };
    expect(sent.body.data).toMatchObject({ kind: 'message', fromStaff: false, attachList: [kept] });
    expect((await feedThreads('support'))[id]).toBe(1);
    expect((await feedThreads('designer'))[id]).toBeUndefined();
    const seen = (await thread(id, 'support')).body.data.at(-1);
    expect(seen).toMatchObject({ content: '<p>see the margin</p>', unread: true });
    expect((await read(id, 'support')).status).toBe(200);
    expect((await feedThreads('support'))[id]).toBeUndefined();
    expect((await thread(id, 'support')).body.data.at(-1).unread).toBe(false);
  });

  it('a canned answer of staff is a code, news and a notification for the designer', async () => {
    const id = await grabbed();
    const answer = await write(id, 'support', { content: '', canned: 'proceedAsIs' });
    expect(answer.body.data).toMatchObject({ canned: 'proceedAsIs', content: '', fromStaff: true });
    expect((await feedThreads('designer'))[id]).toBe(1);
    const events = await t.call('/api/os/message/page', {
      method: 'GET',
      token: tokens.designer,
      query: { current: '1', size: '5' },
    });
    expect(events.body.data.records[0]).toMatchObject({ type: 'threadAnswer', ref: id });
    await read(id, 'designer');
    expect((await feedThreads('designer'))[id]).toBeUndefined();
  });

  it('refuses empty messages, designers’ canned answers, unknown pins and bad attachments', async () => {
    const id = await grabbed();
    const before = (await thread(id, 'designer')).body.data.length;
    const refusal = async (account: string, body: Json) => (await write(id, account, body)).body;
    expect(await refusal('designer', { content: '<p> </p>' })).toMatchObject({
      msg: '请输入内容!',
    });
    expect((await refusal('designer', { canned: 'seePin' })).msg).toBe('只有客服可以使用快捷回复');
    expect((await refusal('support', { canned: 'hello' })).msg).toBe('快捷回复不存在');
    const pin = { content: 'here', pin: { kind: 'qc', index: 0 } };
    expect((await refusal('support', pin)).msg).toBe('标注点不存在');
    const badFile = { content: 'x', attachList: [{ ...FILE, filePath: 'javascript:alert(1)' }] };
    expect((await refusal('designer', badFile)).msg).toBe('附件格式错误');
    // Issue 36: an HTML page on the storage named invoice.pdf, and support's own upload.
    const page = { fileName: 'invoice.pdf', filePath: 'http://localhost:9000/design-files/a.html' };
    expect((await refusal('designer', { content: 'x', attachList: [page] })).msg).toBe(
      '附件格式错误',
    );
    const supports = await putFile(t, tokens.support, 'faq.pdf', '%PDF support');
    const taken = { fileName: 'faq.pdf', filePath: supports.link, fileSize: supports.size };
    expect((await refusal('designer', { content: 'x', attachList: [taken] })).msg).toBe(
      '附件格式错误',
    );
    expect((await thread(id, 'designer')).body.data).toHaveLength(before);
  });

  it('refuses a message of 5,000 characters in the writer’s language (issue 40, point 17)', async () => {
    const id = await grabbed();
    const before = (await thread(id, 'designer')).body.data.length;
    const long = `<p>${'a'.repeat(2001)}</p>`;
    const answer = await t.call(`${BASE}/${id}/thread/message`, {
      token: tokens.designer,
      body: { content: long },
      query: { language: 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('The message may not exceed 2000 characters');
    const fits = `<p>${'&lt;'.repeat(1000)}</p><p>${'b'.repeat(999)}</p>`;
    expect((await write(id, 'designer', { content: fits })).status).toBe(200);
    expect((await thread(id, 'designer')).body.data).toHaveLength(before + 1);
  });

  it('a message replayed with its Idempotency-Key is written once', async () => {
    const id = await grabbed();
    const key = { 'Idempotency-Key': 'thread-once' };
    const first = await write(id, 'designer', { content: '<p>once</p>' }, key);
    const again = await write(id, 'designer', { content: '<p>once</p>' }, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    const messages = (await thread(id, 'designer')).body.data.filter(
      (entry: Json) => entry.content === '<p>once</p>',
    );
    expect(messages).toHaveLength(1);
  });

  it('a return by support is an unread event of the designer’s thread', async () => {
    const mine = await t.call(`${BASE}/my/page`, {
      method: 'GET',
      token: tokens.designer,
      query: { tab: 'inspection', size: '50' },
    });
    const task = mine.body.data.records.find((row: Json) => row.status === '2');
    const returned = await t.call(`${BASE}/qc/return`, {
      token: tokens.support,
      query: { id: task.id },
      body: { reasons: [{ category: 'margin', severity: 'major', text: 'open margin' }] },
    });
    expect(returned.status).toBe(200);
    const entries = (await thread(task.id, 'designer')).body.data;
    expect(entries.at(-1)).toMatchObject({ kind: 'event', event: 'qcReturn', unread: true });
    expect((await feedThreads('designer'))[task.id]).toBe(1);
  });
});
