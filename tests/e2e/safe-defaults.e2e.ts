import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalServer } from './support/portalServer';

/**
 * Issue 22: `npm start` as a newcomer runs it (no FAKE_API_CONTROL, no HOST): the store's raw
 * routes are refused and nothing listens beyond loopback.
 */
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
});
