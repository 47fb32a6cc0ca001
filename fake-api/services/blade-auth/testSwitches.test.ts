import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../settings';
import { startTestApi } from '../../testing/harness';
import type { TestApi } from '../../testing/harness';

/**
 * Issue 36, findings 7 and 9: under `npm start`'s settings (no FAKE_API_CONTROL) the published
 * code 123456 and the credential-free `bound` consent are gone, and the code request does not
 * tell who is registered.
 */
describe('the fake-only switches, off as npm start runs', () => {
  let t: TestApi;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await startTestApi({ ...optionsFromEnv({}), log: (line) => logged.push(line) });
  });
  afterAll(() => t.close());

  const sendCode = (phone: string) =>
    t.call('/api/blade-auth/os/oauth/phone/captcha', { query: { phone, language: 'en' } });
  const printedCode = (contact: string) =>
    logged
      .map((line) => new RegExp(`^\\[fake-api\\] code for ${contact}: (\\d{6})$`).exec(line)?.[1])
      .find(Boolean);

  it('refuses 123456 for a seeded phone, for sign-in and for reset, and prints the real code', async () => {
    const { ukey } = (await sendCode('13800000009')).body.data;
    const signIn = await t.call('/api/blade-auth/os/phone/oauth/token', {
      query: { phone: '13800000009', ukey, vfCode: '123456', tenantId: '000000' },
    });
    expect(signIn.body.error).toBe('invalid_grant');
    const reset = await t.call('/api/blade-auth/os/forgetPassword', {
      query: { phone: '13800000009', ukey, vfCode: '123456', newPassword: 'a', newPassword1: 'a' },
    });
    expect(reset.body).toMatchObject({ code: 400, success: false });
    expect(printedCode('13800000009')).toMatch(/^\d{6}$/);
  });

  it('refuses 123456 for a seeded e-mail address', async () => {
    const { ukey } = (await sendCode('operator@example.com')).body.data;
    const signIn = await t.call('/api/blade-auth/os/phone/oauth/token', {
      query: { phone: 'operator@example.com', ukey, vfCode: '123456', tenantId: '000000' },
    });
    expect(signIn.body.error).toBe('invalid_grant');
  });

  it("turns the `bound` consent into a new, unbound identity: nobody's tokens", async () => {
    const response = await fetch(`${t.url}/api/blade-auth/oauth/render/github?as=bound`, {
      redirect: 'manual',
    });
    const query = new URL(response.headers.get('location') ?? '', 'http://portal').searchParams;
    const { body } = await t.call('/api/blade-auth/oauth/token', {
      query: { ...Object.fromEntries(query), grant_type: 'social', tenantId: '000000' },
    });
    expect(body.user_id).toBe('-1');
    expect(body.access_token).toBeUndefined();
  });

  it('answers the code request the same for a known and an unknown phone or e-mail', async () => {
    const pairs = [
      ['13800000002', '13911112222'],
      ['Company@Example.com', 'nobody@example.net'],
    ];
    for (const [known, unknown] of pairs) {
      const [a, b] = [await sendCode(known), await sendCode(unknown)];
      expect(b.status).toBe(a.status);
      expect({ ...b.body, data: Object.keys(b.body.data) }).toEqual({
        ...a.body,
        data: Object.keys(a.body.data),
      });
      // A second request within the minute is refused alike.
      const [again, againUnknown] = [await sendCode(known), await sendCode(unknown)];
      expect(againUnknown.body).toEqual(again.body);
      expect(again.body.msg).not.toBe('');
    }
    expect(printedCode('13911112222')).toBeUndefined();
  });
});

describe('the fake-only switches, on for tests (FAKE_API_CONTROL=1)', () => {
  it('keeps 123456 for seeded contacts and the bound consent', async () => {
    const t = await startTestApi({ control: true });
    try {
      const sent = await t.call('/api/blade-auth/os/oauth/phone/captcha', {
        query: { phone: '13800000001' },
      });
      const signIn = await t.call('/api/blade-auth/os/phone/oauth/token', {
        query: { phone: '13800000001', ukey: sent.body.data.ukey, vfCode: '123456' },
      });
      expect(signIn.body.account).toBe('designer');
    } finally {
      await t.close();
    }
  });
});
