import { createServer } from 'vite';
import { createFakeApi } from '../app';
import { optionsFromEnv } from '../settings';
import { startStorageFromEnv } from '../storage/fromEnv';
import {
  REPO_ROOT,
  hostFrom,
  onShutdown,
  refuseTestSwitchesOffLoopback,
  portFrom,
} from './process';

/** The fake API (loopback only), and vite's dev server (on HOST, default 127.0.0.1) proxying /api (and the demo meshes under /oss) to it. */
const host = hostFrom();
refuseTestSwitchesOffLoopback(host);
const storage = await startStorageFromEnv();
const api = createFakeApi({ ...optionsFromEnv(), storage });
// The API stays on loopback: only vite, on this machine, calls it.
const { port: apiPort } = await api.listen(portFrom(8081, process.env.API_PORT));
const apiUrl = `http://127.0.0.1:${apiPort}`;
process.env.API_PORT = String(apiPort);

const vitePort = process.env.PORT ? portFrom(5173, process.env.PORT) : undefined;
const vite = await createServer({
  root: REPO_ROOT,
  server: {
    host,
    ...(vitePort === undefined ? {} : { port: vitePort }),
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/oss': { target: apiUrl, changeOrigin: true },
    },
  },
});
await vite.listen();

console.log(`object storage (s3rver) on ${storage.endpoint}`);
console.log(`fake API listening on ${apiUrl}`);
console.log(`portal (vite dev server) on ${vite.resolvedUrls?.local[0] ?? 'unknown URL'}`);
onShutdown(async () => {
  await vite.close();
  await api.close();
  await storage.close();
});
