import { createFakeApi } from '../app';
import { optionsFromEnv } from '../settings';
import { startStorageFromEnv } from '../storage/fromEnv';
import { hostFrom, onShutdown, refuseTestSwitchesOffLoopback, portFrom } from './process';

const host = hostFrom();
refuseTestSwitchesOffLoopback(host);
const storage = await startStorageFromEnv();
const api = createFakeApi({ ...optionsFromEnv(), storage });
const { url } = await api.listen(portFrom(8081, process.env.PORT, process.env.API_PORT), host);
console.log(`object storage (s3rver) on ${storage.endpoint}`);
console.log(`listening on ${url}`);
onShutdown(async () => {
  await api.close();
  await storage.close();
});
