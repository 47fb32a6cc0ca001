import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { answerErrors } from '../http/errorAnswers';
import { securityHeaders } from '../http/securityHeaders';
import { compressedAssets } from './compressedAssets';

/** Hashed file names change with their content: a browser may keep them for a year. */
const HASHED_ASSETS = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: always revalidated. */
const ENTRY_HTML = 'no-cache';

/**
 * Serves a built single-page app (vite's dist/) on `app`: gzip/brotli-compressed responses,
 * long-lived cache for /assets/*, index.html for every other path that is not an API call.
 * Mounted after the fake API, so the API's JSON is compressed too.
 */
export function servePortal(app: Express, dist: string): void {
  // Source maps stay off the server (docs/DEPLOY.md), even one a careless build left in dist/.
  app.get(/\.map$/i, (_req, res) => void res.status(404).type('text').send('Not Found'));
  app.use('/assets', compressedAssets(join(dist, 'assets'), HASHED_ASSETS));
  app.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, path) => {
        const isAsset = path.startsWith(join(dist, 'assets'));
        res.setHeader('Cache-Control', isAsset ? HASHED_ASSETS : ENTRY_HTML);
      },
    }),
  );
  app.get('*', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', ENTRY_HTML);
    res.sendFile(join(dist, 'index.html'));
  });
  // Express's own error page names the server's files: an envelope instead (e.g. a bad %-escape).
  app.use(answerErrors);
}

/** The compression middleware, to be installed before anything that answers. */
export function compressResponses(app: Express): void {
  app.use(compression());
}

/** The security headers of docs/DEPLOY.md on every answer, the API's included (as nginx does). */
export function secureResponses(
  app: Express,
  storageOrigin: string,
  frameOrigins?: readonly string[],
): void {
  app.disable('x-powered-by');
  const headers = Object.entries(securityHeaders(storageOrigin, frameOrigins));
  app.use((_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
}
