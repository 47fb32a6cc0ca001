import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSeedState } from '../../fake-api/seed/index';
import { apiLogin, callApi } from './support/fakeApi';
import { freePort, runScript, waitForOutput } from './support/processes';

const tempFile = (name: string) => join(mkdtempSync(join(tmpdir(), 'portal-scripts-')), name);

describe('npm scripts', () => {
  it('api:reset writes the deterministic seed, the same bytes at the same clock', async () => {
    const file = tempFile('db.json');
    const clock = { FAKE_API_DB: file, FAKE_API_NOW: '2026-11-01T00:00:00Z' };
    const first = runScript('fake-api/cli/reset.ts', clock);
    await new Promise((resolve) => first.child.once('exit', resolve));
    const written = readFileSync(file, 'utf8');
    expect(JSON.parse(written)).toEqual(
      JSON.parse(JSON.stringify(createSeedState(Date.parse(clock.FAKE_API_NOW)))),
    );
    const second = runScript('fake-api/cli/reset.ts', clock);
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('api serves the fake API alone', async () => {
    const api = runScript('fake-api/cli/api.ts', { PORT: '0', FAKE_API_DB: tempFile('db.json') });
    try {
      const [, url] = await waitForOutput(api, /listening on (http:\/\/localhost:\d+)/);
      const answer = await apiLogin(url, 'designer', 'Designer1');
      expect(answer.access_token).toEqual(expect.any(String));
      const page = await fetch(url);
      expect(page.status).toBe(404);
    } finally {
      await api.stop();
    }
  });

  it('dev serves the portal from vite and proxies /api and /oss to the fake API', async () => {
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    const dev = runScript('fake-api/cli/dev.ts', {
      API_PORT: String(apiPort),
      PORT: String(vitePort),
      FAKE_API_DB: tempFile('db.json'),
    });
    try {
      const [, url] = await waitForOutput(
        dev,
        /portal \(vite dev server\) on (http:\/\/\S+?)\/?\s/,
      );
      const html = await (await fetch(url)).text();
      expect(html).toContain('/src/main.tsx');
      expect(html).toContain('@vite/client');
      const captcha = await callApi(url, 'GET', '/api/blade-auth/oauth/captcha');
      expect(captcha.status).toBe(200);
      expect(String(captcha.body.image)).toMatch(/^data:image\//);
      const mesh = await fetch(`${url}/oss/demo/crown.stl`);
      expect(mesh.status).toBe(200);
      expect(mesh.headers.get('content-type')).not.toContain('text/html');
      expect((await mesh.arrayBuffer()).byteLength).toBeGreaterThan(84);
    } finally {
      await dev.stop();
    }
  });
});
