import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, runScript, waitForOutput } from '../../tests/e2e/support/processes';
import { md5Hex } from '../http/format';
import { REPO_ROOT } from '../repoRoot';
import { BASIC_HEADER } from '../testing/harness';
import type { FakeState } from './state';

const stops: (() => Promise<void>)[] = [];

/** The real API process (`npm run api`), on a data file of its own. */
async function startServer(dataFile: string) {
  const port = await freePort();
  const server = runScript(join(REPO_ROOT, 'fake-api', 'cli', 'api.ts'), {
    FAKE_API_DB: dataFile,
    PORT: String(port),
  });
  // A killed server has nothing left to stop (runScript's stop waits for an exit already past).
  stops.unshift(() => (running() ? server.stop() : Promise.resolve()));
  const running = () => server.child.exitCode === null && server.child.signalCode === null;
  const [, url] = await waitForOutput(server, /listening on (\S+)/);
  return { server, url, running };
}

/** A sign-in: a write (the new token goes to the data file) answered with that token. */
async function signIn(url: string): Promise<string> {
  const query = new URLSearchParams({
    tenantId: '000000',
    account: 'designer',
    password: md5Hex('Designer1'),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  const response = await fetch(`${url}/api/blade-auth/os/oauth/token?${query.toString()}`, {
    method: 'POST',
    headers: { 'Tenant-Id': '000000', Authorization: BASIC_HEADER },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const readState = (dataFile: string) => JSON.parse(readFileSync(dataFile, 'utf8')) as FakeState;

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

function scratch(): { dir: string; dataFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-api-data-'));
  stops.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { dir, dataFile: join(dir, 'db.json') };
}

describe('the data file', () => {
  it('keeps every answered write when the server is killed (SIGKILL) in a burst of writes', async () => {
    const { dir, dataFile } = scratch();
    const answered: string[] = [];
    // Two kills: each lands at another moment of the writes under way.
    for (const killAfter of [20, 60]) {
      const { server, url, running } = await startServer(dataFile);
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      const worker = async () => {
        while (running()) {
          const token = await signIn(url).catch(() => undefined);
          if (!token) return;
          answered.push(token);
          if (answered.length >= killAfter) server.child.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      await exited;
      expect(server.child.signalCode).toBe('SIGKILL');
    }

    const { server } = await startServer(dataFile);
    expect(server.output()).not.toContain('damaged');
    const kept = new Set(readState(dataFile).tokens.map((token) => token.accessToken));
    expect(answered.filter((token) => !kept.has(token))).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(60);
    expect(
      readdirSync(dir).filter((name) => name.includes('damaged') || name.endsWith('.tmp')),
    ).toEqual([]);
  }, 120_000);

  it('starts a server on a damaged file from the seed, says so and keeps the damaged copy', async () => {
    const { dir, dataFile } = scratch();
    const damaged = '{\n  "users": [\n    {\n      "id": "11234';
    writeFileSync(dataFile, damaged);

    const { server, url } = await startServer(dataFile);

    const [kept] = readdirSync(dir).filter((name) => name.startsWith('db.json.damaged-'));
    expect(kept).toMatch(/^db\.json\.damaged-\d{4}-\d{2}-\d{2}T/);
    expect(readFileSync(join(dir, kept), 'utf8')).toBe(damaged);
    expect(server.output()).toContain(`the data file ${dataFile} is damaged`);
    expect(server.output()).toContain(`kept as ${join(dir, kept)}; starting from the seed`);
    // The seed answers: its designer signs in, and the new file parses.
    expect(await signIn(url)).toMatch(/\S/);
    expect(readState(dataFile).users.some((user) => user.account === 'designer')).toBe(true);
    expect(existsSync(dataFile)).toBe(true);
  }, 60_000);
});
