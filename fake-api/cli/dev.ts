import { createServer } from 'vite';
import { createFakeApi } from '../app';
import { optionsFromEnv } from '../settings';
import { startStorageFromEnv } from '../storage/fromEnv';
import { REPO_ROOT, onShutdown, portFrom } from './process';

/** The fake API, and vite's dev server proxying /api (and the demo meshes under /oss) to it. */
const storage = await startStorageFromEnv();
const api = createFakeApi({ ...optionsFromEnv(), storage });
const { port: apiPort, url: apiUrl } = await api.listen(portFrom(8081, process.env.API_PORT));
process.env.API_PORT = String(apiPort);

const vitePort = process.env.PORT ? portFrom(5173, process.env.PORT) : undefined;
const vite = await createServer({
  root: REPO_ROOT,
  server: {
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
