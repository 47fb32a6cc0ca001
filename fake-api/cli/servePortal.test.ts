import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../tests/e2e/support/rawGet';
import { closeServer, listenOn } from '../http/httpServer';
import { securityHeaders } from '../http/securityHeaders';
import { compressResponses, secureResponses, servePortal } from './servePortal';

const STORAGE = 'http://127.0.0.1:9000';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let server: Server;
let url: string;
let dist: string;
/** Beside the build, never served. */
const SECRET = 'a file beside dist/ '.repeat(100);

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'serve-portal-'));
  writeFileSync(join(parent, 'secret.txt'), SECRET);
  dist = join(parent, 'dist');
  mkdirSync(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><p>${'portal '.repeat(300)}</p>`);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  // A map left in dist/ by mistake (a build made without sourcemaps.config.ts).
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.map'), '{"sourcesContent":["secret"]}');
  writeFileSync(join(dist, 'stray.js.map'), '{"sourcesContent":["secret"]}');
  const app = express();
  compressResponses(app);
  secureResponses(app, STORAGE);
  app.get('/api/ping', (_req, res) => res.json({ data: 'y'.repeat(3000) }));
  servePortal(app, dist);
  ({ server, url } = await listenOn(app, 0));
});
afterAll(() => closeServer(server));

/** The body as sent before its Content-Encoding. */
function decoded(res: { headers: Record<string, unknown>; body: Buffer }): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  return res.body;
}

describe('servePortal', () => {
  it('sends hashed assets gzip-compressed, cached for a year and immutable', async () => {
    const res = await rawGet(`${url}/assets/index-AbC123.js`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends a hashed asset br-compressed to a browser, compressed once and kept', async () => {
    const first = await rawGet(`${url}/assets/index-AbC123.js`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(first.body).toString()).toBe(SCRIPT);
    // A hashed name never gets other bytes: the kept compressed copy answers from then on.
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'changed on disk');
    const again = await rawGet(`${url}/assets/index-AbC123.js`, { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(again.body).toString()).toBe(SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
    // A map left in dist/ by mistake (a build made without sourcemaps.config.ts).
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.map'), '{"sourcesContent":["secret"]}');
    writeFileSync(join(dist, 'stray.js.map'), '{"sourcesContent":["secret"]}');
  });

  it('serves nothing outside the assets folder through an escaped path', async () => {
    const escapes = ['/assets/..%2F..%2Fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt'];
    for (const path of [...escapes, '/assets/%E0%A4%A']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await rawGet(`${url}${path}`, { 'Accept-Encoding': encoding });
        expect(decoded(res).toString()).not.toContain(SECRET);
      }
    }
  });

  it('sends index.html with no-cache, for / and for an app route alike', async () => {
    for (const path of ['/', '/login', '/order/workbench']) {
      const res = await rawGet(`${url}${path}`, { 'Accept-Encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toContain('<p>portal');
    }
  });

  it('compresses API answers, and sends plain bytes to a client that asks for none', async () => {
    const api = await rawGet(`${url}/api/ping`, { 'Accept-Encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${url}/assets/index-AbC123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends the security headers of docs/DEPLOY.md on pages, assets and API answers', async () => {
    for (const path of ['/login', '/assets/index-AbC123.js', '/api/ping']) {
      const res = await rawGet(`${url}${path}`);
      for (const [name, value] of Object.entries(securityHeaders(STORAGE))) {
        expect([path, name, res.headers[name.toLowerCase()]]).toEqual([path, name, value]);
      }
    }
    const directives = securityHeaders(STORAGE)['Content-Security-Policy'].split('; ');
    // No inline script and no eval: an injected <script> or onerror= cannot run.
    expect(directives.find((d) => d.startsWith('script-src'))).toBe(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
    // Frames only of the origins the menu embeds (issue 36), never any http(s) page.
    expect(directives.find((d) => d.startsWith('frame-src'))).toBe(
      "frame-src 'self' https://www.example.com",
    );
  });

  it('lists no bare http: or https: source in the CSP, and names no framework', async () => {
    const res = await rawGet(`${url}/login`);
    const directives = String(res.headers['content-security-policy']).split('; ');
    for (const directive of directives) {
      expect(directive.split(' ').slice(1), directive).not.toContain('http:');
      expect(directive.split(' ').slice(1), directive).not.toContain('https:');
    }
    expect(directives).toContain(`connect-src 'self' ${STORAGE}`);
    for (const path of ['/login', '/assets/index-AbC123.js', '/api/ping']) {
      expect((await rawGet(`${url}${path}`)).headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers 404 to a source map request, even for a map left in dist/', async () => {
    for (const path of ['/assets/index-AbC123.js.map', '/stray.js.map', '/assets/none.js.map']) {
      const res = await rawGet(`${url}${path}`, { 'Accept-Encoding': 'gzip, br' });
      expect([path, res.status]).toEqual([path, 404]);
      expect(decoded(res).toString()).not.toContain('secret');
    }
  });

  it('answers a malformed path in the envelope, without a stack or a server path', async () => {
    const res = await rawGet(`${url}/%E0%A4%A`);
    expect(res.status).toBe(400);
    const text = res.body.toString();
    expect(JSON.parse(text)).toMatchObject({ code: 400, success: false });
    expect(text).not.toMatch(/node_modules|at \w+ \(|\/work\//);
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const res = await rawGet(`${url}/assets/gone-123.js`);
    expect(res.status).toBe(404);
  });
});
