import { join } from 'node:path';
import express from 'express';
import { frameOrigins } from '../../src/domain/menuAccess';
import { createFakeApi } from '../app';
import { optionsFromEnv } from '../settings';
import { startStorageFromEnv } from '../storage/fromEnv';
import { buildIfStale } from './build';
import { closeServer, listenOn } from '../http/httpServer';
import {
  REPO_ROOT,
  hostFrom,
  onShutdown,
  refuseTestSwitchesOffLoopback,
  portFrom,
} from './process';
import { compressResponses, secureResponses, servePortal } from './servePortal';

/** The built portal and the fake API on one origin. */
const host = hostFrom();
refuseTestSwitchesOffLoopback(host);
await buildIfStale(REPO_ROOT);

// PORTAL_DIST: another build to serve (the service worker test serves a copy it changes).
const dist = process.env.PORTAL_DIST ?? join(REPO_ROOT, 'dist');
const storage = await startStorageFromEnv();
const api = createFakeApi({ ...optionsFromEnv(), storage });
const app = express();
compressResponses(app);
secureResponses(app, storage.endpoint, frameOrigins(api.db.getState().menus));
app.use(api.app);
servePortal(app, dist);

const { server, url } = await listenOn(app, portFrom(8080, process.env.PORT), host);
console.log(`object storage (s3rver) on ${storage.endpoint}`);
console.log(`listening on ${url}`);
onShutdown(async () => {
  await closeServer(server);
  await api.close();
  await storage.close();
});
