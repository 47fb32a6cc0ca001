import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../tests/e2e/support/rawGet';
import { closeServer, listenOn } from '../http/httpServer';
import { compressResponses, servePortal } from './servePortal';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let server: Server;
let url: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'serve-portal-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><p>${'portal '.repeat(300)}</p>`);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  const app = express();
  compressResponses(app);
  app.get('/api/ping', (_req, res) => res.json({ data: 'y'.repeat(3000) }));
  servePortal(app, dist);
  ({ server, url } = await listenOn(app, 0));
});
afterAll(() => closeServer(server));

describe('servePortal', () => {
  it('sends hashed assets gzip-compressed, cached for a year and immutable', async () => {
    const res = await rawGet(`${url}/assets/index-AbC123.js`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
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

  it('answers 404 for a missing asset instead of index.html', async () => {
    const res = await rawGet(`${url}/assets/gone-123.js`);
    expect(res.status).toBe(404);
  });
});
