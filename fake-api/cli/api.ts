import { createFakeApi } from '../app';
import { optionsFromEnv } from '../settings';
import { startStorageFromEnv } from '../storage/fromEnv';
import { hostFrom, onShutdown, portFrom } from './process';

const storage = await startStorageFromEnv();
const api = createFakeApi({ ...optionsFromEnv(), storage });
const { url } = await api.listen(
  portFrom(8081, process.env.PORT, process.env.API_PORT),
  hostFrom(),
);
console.log(`object storage (s3rver) on ${storage.endpoint}`);
console.log(`listening on ${url}`);
onShutdown(async () => {
  await api.close();
  await storage.close();
});
