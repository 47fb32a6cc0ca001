import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeState } from '../store/state';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';

/** Issue 20, point 4: one write path. No handler saves; the store writes what a request changed. */
describe('the store persists every change itself', () => {
  let t: TestApi;
  let token = '';
  const stored = () => JSON.parse(readFileSync(join(t.dir, 'db.json'), 'utf8')) as FakeState;

  beforeAll(async () => {
    t = await startTestApi();
    token = (await t.login('designer', 'Designer1')).access_token;
  });
  afterAll(() => t.close());

  it('has written the sign-in (a token) before the answer arrived', () => {
    expect(stored().tokens.some((record) => record.accessToken === token)).toBe(true);
  });

  it("writes a route handler's change, which calls no persist, before answering", async () => {
    const notices = (await t.call('/api/os/notice/page', { method: 'GET', token })).body.data;
    const id = (notices.records as Json[])[0].id as string;
    expect(stored().noticeReads ?? []).not.toContainEqual(
      expect.objectContaining({ noticeId: id }),
    );
    await t.call(`/api/os/notice/${id}/read`, { token });
    expect(stored().noticeReads).toContainEqual(expect.objectContaining({ noticeId: id }));
  });

  it('does not rewrite the file for a read', async () => {
    const before = readFileSync(join(t.dir, 'db.json'), 'utf8');
    await t.call('/api/os/user/detail', { method: 'GET', token });
    expect(readFileSync(join(t.dir, 'db.json'), 'utf8')).toBe(before);
  });
});
