import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../app';
import type { FakeApi } from '../app';
import { optionsFromEnv } from '../settings';
import { REPO_ROOT, hostFrom, refuseTestSwitchesOffLoopback } from './process';

/** Issue 22: what `npm start` and `npm run dev` open, without the test harness's variables. */
describe('safe defaults of the embedded server', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('is not asked for the control routes by an environment without FAKE_API_CONTROL', () => {
    expect(optionsFromEnv({}).control).toBe(false);
    expect(optionsFromEnv({ FAKE_API_CONTROL: '1' }).control).toBe(true);
  });

  it('refuses /__db and /__fake without the control option, serves them with it', async () => {
    api = createFakeApi({ ...optionsFromEnv({}), dataFile: null, log: () => {} });
    const { url } = await api.listen(0);
    expect((await fetch(`${url}/__db/users`)).status).toBe(404);
    const patch = await fetch(`${url}/__db/users/1`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ points: 999 }),
    });
    expect(patch.status).toBe(404);
    expect((await fetch(`${url}/__fake/reset`, { method: 'POST' })).status).toBe(404);
    await api.close();

    api = createFakeApi({ dataFile: null, control: true, log: () => {} });
    const open = await api.listen(0);
    expect((await fetch(`${open.url}/__db/users`)).status).toBe(200);
  });

  it('listens on loopback only unless HOST says otherwise, and warns when widened', async () => {
    api = createFakeApi({ dataFile: null, log: () => {} });
    const { server } = await api.listen(0);
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    const warnings: string[] = [];
    expect(hostFrom({}, (line) => warnings.push(line))).toBe('127.0.0.1');
    expect(hostFrom({ HOST: 'localhost' }, (line) => warnings.push(line))).toBe('localhost');
    expect(warnings).toEqual([]);
    expect(hostFrom({ HOST: '0.0.0.0' }, (line) => warnings.push(line))).toBe('0.0.0.0');
    expect(warnings[0]).toContain('HOST=0.0.0.0');
  });

  it('refuses a test switch on a non-loopback HOST, keeps it on loopback', () => {
    const control = { FAKE_API_CONTROL: '1' };
    expect(() => refuseTestSwitchesOffLoopback('0.0.0.0', control)).toThrow(/FAKE_API_CONTROL/);
    expect(() => refuseTestSwitchesOffLoopback('192.168.1.20', control)).toThrow(/not loopback/);
    expect(() => refuseTestSwitchesOffLoopback('127.0.0.1', control)).not.toThrow();
    expect(() => refuseTestSwitchesOffLoopback('0.0.0.0', {})).not.toThrow();
  });

  it('does not start `npm run api` with FAKE_API_CONTROL=1 and HOST=0.0.0.0', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'fake-api/cli/api.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, FAKE_API_CONTROL: '1', HOST: '0.0.0.0', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('refusing to start');
    expect(run.stdout).not.toContain('listening on');
  }, 70_000);
});
