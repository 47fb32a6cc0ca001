import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalServer } from './support/portalServer';

/**
 * Issue 22: `npm start` as a newcomer runs it (no FAKE_API_CONTROL, no HOST): the store's raw
 * routes are refused and nothing listens beyond loopback.
 */
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

let server: PortalServer;

beforeAll(async () => {
  server = await startPortal({ FAKE_API_CONTROL: '' });
});
afterAll(async () => {
  await server?.stop();
});

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe("npm start's embedded server", () => {
  it('refuses /__db (read and write) and /__fake', async () => {
    expect((await fetch(`${server.url}/__db/users`)).status).toBe(404);
    const patch = await fetch(`${server.url}/__db/users/1`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ points: 999 }),
    });
    expect(patch.status).toBe(404);
    expect((await fetch(`${server.url}/__fake/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.url}/__fake/clock?minutes=5`, { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('listens on loopback only', async () => {
    const port = Number(new URL(server.url).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal)
      .map((address) => address?.address ?? '');
    console.log(`loopback only: tried ${outside.length} non-loopback address(es): ${outside}`);
    for (const address of outside) expect(await accepts(address, port)).toBe(false);
  });

  it('has no fixed code 123456 and no credential-free `bound` consent (issue 36)', async () => {
    const api = (path: string, query: Record<string, string>) =>
      fetch(`${server.url}${path}?${new URLSearchParams(query).toString()}`, {
        method: 'POST',
        headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    const sent = await api('/api/blade-auth/os/oauth/phone/captcha', { phone: '13800000009' });
    const { ukey } = sent.data as { ukey: string };
    const signIn = await api('/api/blade-auth/os/phone/oauth/token', {
      phone: '13800000009',
      ukey,
      vfCode: '123456',
      tenantId: '000000',
    });
    expect(signIn.error).toBe('invalid_grant');

    const consent = await fetch(`${server.url}/api/blade-auth/oauth/render/github?as=bound`, {
      redirect: 'manual',
    });
    const back = new URL(consent.headers.get('location') ?? '', server.url).searchParams;
    const social = await api('/api/blade-auth/oauth/token', {
      ...Object.fromEntries(back),
      grant_type: 'social',
      tenantId: '000000',
    });
    expect(social.user_id).toBe('-1');
    expect(social.access_token).toBeUndefined();
  });
});
