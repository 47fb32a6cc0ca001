import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalServer } from './support/portalServer';
import { rawGet } from './support/rawGet';

let server: PortalServer;

beforeAll(async () => {
  server = await startPortal();
});
afterAll(async () => {
  await server?.stop();
});

describe('npm start serves the built portal', () => {
  it('compresses, caches hashed assets for a year and never caches index.html', async () => {
    const html = await rawGet(`${server.url}/login`, { 'Accept-Encoding': 'gzip, br' });
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(['gzip', 'br']).toContain(html.headers['content-encoding']);

    // The largest script index.html names (a file under 1 kB, like rolldown's runtime, is sent as is).
    const scripts = [
      ...readFileSync('dist/index.html', 'utf8').matchAll(/src="\/(assets\/[^"]+\.js)"/g),
    ]
      .map((m) => m[1])
      .sort((a, b) => statSync(join('dist', b)).size - statSync(join('dist', a)).size);
    expect(scripts.length).toBeGreaterThan(0);
    const script = await rawGet(`${server.url}/${scripts[0]}`, { 'Accept-Encoding': 'gzip, br' });
    expect(script.status).toBe(200);
    expect(['gzip', 'br']).toContain(script.headers['content-encoding']);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('ships no source map in dist/, links none, serves none; no X-Powered-By, no open CSP', async () => {
    const files = readdirSync('dist', { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      expect(readFileSync(join('dist', file), 'utf8'), file).not.toContain('sourceMappingURL');
    }
    const script = scripts.find((file) => file.startsWith('assets'))!;
    const map = await rawGet(`${server.url}/${script.replace(/\\/g, '/')}.map`);
    expect(map.status).toBe(404);
    const page = await rawGet(`${server.url}/login`);
    expect(page.headers['x-powered-by']).toBeUndefined();
    const csp = String(page.headers['content-security-policy']);
    expect(csp.split(/[ ;]+/)).not.toContain('http:');
    expect(csp.split(/[ ;]+/)).not.toContain('https:');
  });
});
