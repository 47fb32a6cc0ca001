import type { Server } from 'node:http';
import type { Express } from 'express';
import jsonServer from 'json-server';
import type { LowDb } from 'json-server';
import { MESSAGES, sendFailure } from './http/blade';
import { answerErrors } from './http/errorAnswers';
import { renderConsent } from './auth/social';
import { createCaptchaBook } from './auth/captcha';
import { createCodeBook } from './auth/codes';
import { createSignInGuard } from './auth/signInGuard';
import { createOffsetClock } from './http/offsetClock';
import { demoMeshRoutes } from './files/demoMeshes';
import { designDemoRoutes } from './files/designDemoFiles';
import type { FakeApiContext } from './context';
import { createFileStore } from './store/files';
import { createIdFactory } from './http/format';
import { closeServer, listenOn } from './http/httpServer';
import type { Listening } from './http/httpServer';
import { requireClient } from './middleware/clientAuth';
import { idempotentWrites } from './middleware/idempotentWrites';
import { persistChanges } from './middleware/persistChanges';
import { createFaultInjector } from './middleware/faults';
import { createRequestHolds } from './middleware/holds';
import { requestLog } from './middleware/requestLog';
import { requireToken } from './middleware/tokenAuth';
import { matchOperations, validateAllRequests, validateRequest } from './http/openApiValidation';
import { createContractTally } from './http/contractTally';
import type { ContractTally } from './http/contractTally';
import { controlRoutes } from './services/__fake';
import { OBJECT_PATH, serveObject } from './services/blade-resource';
import { SERVICES } from './services/index';
import { resolveSettings } from './settings';
import type { FakeApiOptions } from './settings';
import { createSocialCodeBook } from './auth/socialCodes';
import type { FakeState } from './store/state';
import { createStore, loadState } from './store/store';
import { createSeedState } from './seed/index';
import { createTokenService } from './auth/tokens';

export interface FakeApi {
  app: Express;
  db: LowDb<FakeState>;
  /** Listens on `port` (0 = any free one) of `host` (default 127.0.0.1); resolves once listening. */
  listen(port?: number, host?: string): Promise<Listening>;
  /** Closes the servers opened by listen() and writes the state one last time. */
  close(): Promise<void>;
  /** What the answer checks saw (options.checkAnswers); undefined when they are off. */
  contract: ContractTally | undefined;
}

export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const settings = resolveSettings(options);
  // The control routes may move this clock on (POST /__fake/clock), e.g. past a lockout.
  const clock = createOffsetClock(settings.now);
  settings.now = clock.now;
  const dbRouter = jsonServer.router(
    loadState({
      dataFile: settings.dataFile,
      given: options.state,
      seed: createSeedState,
      now: settings.now(),
      log: settings.log,
    }),
  );
  const store = createStore(dbRouter.db, settings.dataFile);
  const newId = createIdFactory(settings.now);
  const context: FakeApiContext = {
    store,
    settings,
    newId,
    tokens: createTokenService(store, settings, newId),
    codes: createCodeBook(settings.now, settings.log, settings.control),
    captchas: createCaptchaBook(settings.now),
    signIns: createSignInGuard({
      lockoutMs: settings.lockoutSeconds * 1000,
      addressFailures: settings.addressFailures,
      now: settings.now,
    }),
    socialCodes: createSocialCodeBook(),
    files: createFileStore(options.storage),
    storage: options.storage,
  };
  const faults = createFaultInjector(settings);
  const { checkAnswers } = options;
  const contract = checkAnswers
    ? createContractTally(typeof checkAnswers === 'string' ? checkAnswers : undefined)
    : undefined;
  const holds = createRequestHolds();

  const app = jsonServer.create();
  // Names no framework to a scanner (docs/DEPLOY.md, headers).
  app.disable('x-powered-by');
  app.use(jsonServer.bodyParser);
  // The store's one write path: a change made while answering is written before the answer.
  app.use(['/api', '/__fake', '/__db'], persistChanges(store));
  // Public files the browser's 3D viewer fetches itself: no client header, no token.
  if (settings.control) app.use('/oss/demo', holds.middleware);
  app.use('/oss/demo/design', designDemoRoutes());
  app.use('/oss/demo', demoMeshRoutes());
  if (settings.requestLogFile) app.use('/api', requestLog(settings.requestLogFile));
  // Each /api request's operation in docs/api/openapi.yaml, before anything below may answer;
  // in tests every JSON answer is checked against it from here, whoever sends it (issue 38).
  app.use('/api', matchOperations(contract));
  app.use('/api', faults.middleware);
  if (settings.control) {
    app.use('/api', holds.middleware);
    const { tokens, captchas } = context;
    const control = { faults, holds, tokens, captchas, store, clock, storage: options.storage };
    app.use('/__fake', controlRoutes(control));
  }
  // The browser navigates here itself, without the client header.
  app.get('/api/blade-auth/oauth/render/:source', validateRequest(), (req, res) =>
    renderConsent(context, req, res),
  );
  // Uploaded objects are fetched by <img> and links, which carry no headers.
  app.get(`${OBJECT_PATH}/*`, serveObject(context));
  app.use('/api', requireClient, requireToken(context));
  app.use('/api', idempotentWrites({ now: settings.now }));
  // Every request as docs/api/openapi.yaml has it, before a handler reads it (issue 38).
  app.use('/api', validateAllRequests());
  for (const service of SERVICES) app.use(service.prefix, service.routes(context));
  app.use('/api', (_req, res) => sendFailure(res, 404, MESSAGES.notFound));
  // json-server's raw REST view of the whole store: for tests only, like /__fake.
  if (settings.control) app.use('/__db', dbRouter);
  else
    app.use(
      ['/__db', '/__fake'],
      (_req, res) => void res.status(404).type('text').send('Not Found'),
    );
  app.use(answerErrors);

  const servers: Server[] = [];
  return {
    app,
    db: dbRouter.db,
    async listen(port = 0, host?: string) {
      const listening = await listenOn(app, port, host);
      servers.push(listening.server);
      return listening;
    },
    async close() {
      await Promise.all(servers.splice(0).map(closeServer));
      store.commit();
      contract?.write();
    },
    contract,
  };
}
