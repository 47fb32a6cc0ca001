import { expect } from 'vitest';
import { callApi, md5 } from './fakeApi';
import { userIdOf } from './fakeState';
import type { PortalServer } from './portalServer';

/**
 * A third-party registration awaiting approval, made over HTTP as the register page makes it:
 * the provider's consent, the social grant (a new identity), then register-guest.
 */
export async function registerApplicant(baseUrl: string, account: string, password: string) {
  const consent = await fetch(new URL('/api/blade-auth/oauth/render/github?as=new', baseUrl), {
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location') ?? '', baseUrl).searchParams;
  const grant = await callApi(baseUrl, 'POST', '/api/blade-auth/oauth/token', {
    query: {
      tenantId: '000000',
      grant_type: 'social',
      source: 'github',
      code: back.get('code') ?? '',
      state: back.get('state') ?? '',
    },
  });
  const oauthId = String(grant.body.oauth_id ?? '');
  const registered = await callApi(baseUrl, 'POST', '/api/blade-user/register-guest', {
    query: { tenantId: '000000', name: account, account, password: md5(password), oauthId },
  });
  expect(registered.body.code).toBe(200);
}

/** The same, approved by the administrator: a fresh designer who may log in. */
export async function registerDesigner(
  server: PortalServer,
  adminToken: string,
  account: string,
  password: string,
) {
  await registerApplicant(server.url, account, password);
  const approved = await callApi(server.url, 'POST', '/api/blade-user/audit-pass', {
    token: adminToken,
    query: { userIds: await userIdOf(server, account) },
  });
  expect(approved.body.code).toBe(200);
}
