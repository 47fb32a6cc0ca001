import { createFakeApi } from '../app';
import { optionsFromEnv } from '../settings';
import { onShutdown, portFrom } from './process';

const api = createFakeApi(optionsFromEnv());
const { url } = await api.listen(portFrom(8081, process.env.PORT, process.env.API_PORT));
console.log(`listening on ${url}`);
onShutdown(() => api.close());
