import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../http/format';
import { startTestApi } from '../../../testing/harness';
import type { Json, TestApi } from '../../../testing/harness';

/** Issue 36, finding 6: an e-mail address is a reset credential; a session alone cannot set it. */
describe('changing the e-mail address', () => {
  let t: TestApi;
  let token: string;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await startTestApi({ log: (line) => logged.push(line) });
    token = (await t.login('newbie1', 'Newbie123')).access_token;
  });
  afterAll(() => t.close());

  const detail = async (): Promise<Json> =>
    (await t.call('/api/os/user/detail', { method: 'GET', token })).body.data;
  const sendCode = (email: string) =>
    t.call('/api/os/user/email/captcha', { token, body: { email }, query: { language: 'en' } });
  const change = (body: Record<string, string>) =>
    t.call('/api/os/user/email', { method: 'PUT', token, body, query: { language: 'en' } });
  const codeFor = (email: string) =>
    logged.map((line) => new RegExp(`code for ${email}: (\\d{6})$`).exec(line)?.[1]).find(Boolean);

  it('refuses the profile form as a way to set it', async () => {
    const before = await detail();
    const answer = await t.call('/api/os/user/info', {
      method: 'PUT',
      token,
      query: { language: 'en' },
      body: { name: before.name, realName: before.realName, email: 'thief@evil.test' },
    });
    expect(answer.body).toMatchObject({ code: 400, success: false });
    expect(answer.body.msg).toBe('Change the e-mail address with a code and your password');
    expect((await detail()).email).toBe(before.email);
  });

  it('refuses an address another user has, in another case', async () => {
    const answer = await sendCode('Designer@Example.com');
    expect(answer.body.msg).toBe('This e-mail address is already in use');
    const direct = await change({
      email: 'Designer@Example.com',
      password: md5Hex('Newbie123'),
      ukey: 'x',
      vfCode: '123456',
    });
    expect(direct.body.msg).toBe('This e-mail address is already in use');
    expect((await detail()).email).not.toMatch(/designer@example\.com/i);
  });

  it('refuses a change without the code, and without the password', async () => {
    const ukey: string = (await sendCode('newbie1.new@mail.test')).body.data.ukey;
    const code = codeFor('newbie1.new@mail.test') ?? '';
    const noCode = await change({
      email: 'newbie1.new@mail.test',
      password: md5Hex('Newbie123'),
      ukey,
      vfCode: '',
    });
    expect(noCode.body.msg).toBe('Incorrect verification code');
    const noPassword = await change({ email: 'newbie1.new@mail.test', ukey, vfCode: code });
    expect(noPassword.body.msg).toBe('Incorrect password');
    const wrongPassword = await change({
      email: 'newbie1.new@mail.test',
      password: md5Hex('Guessed1'),
      ukey,
      vfCode: code,
    });
    expect(wrongPassword.body.msg).toBe('Incorrect password');
    expect((await detail()).email).toBe('newbie1@example.com');
  });

  it('changes it with the code sent to it and the password, and tells the old address', async () => {
    const ukey: string = (await sendCode('newbie1.mine@mail.test')).body.data.ukey;
    const code = codeFor('newbie1.mine@mail.test') ?? '';
    const done = await change({
      email: 'newbie1.mine@mail.test',
      password: md5Hex('Newbie123'),
      ukey,
      vfCode: code,
    });
    expect(done.body).toMatchObject({ code: 200, data: { email: 'newbie1.mine@mail.test' } });
    expect((await detail()).email).toBe('newbie1.mine@mail.test');
    const outbox = (await t.api.db.getState()).outbox ?? [];
    expect(outbox).toContainEqual(
      expect.objectContaining({
        to: 'newbie1@example.com',
        kind: 'emailChanged',
        params: { email: 'newbie1.mine@mail.test' },
      }),
    );
    const replay = await change({
      email: 'newbie1.mine@mail.test',
      password: md5Hex('Newbie123'),
      ukey,
      vfCode: code,
    });
    expect(replay.body.msg).toBe('Incorrect verification code');
  });
});
