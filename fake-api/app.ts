import type { Server } from 'node:http';
import type { Express, RequestHandler } from 'express';
import jsonServer from 'json-server';
import type { LowDb } from 'json-server';
import { MESSAGES, sendFailure } from './http/blade';
import { renderConsent } from './auth/social';
import { createCaptchaBook } from './auth/captcha';
import { createCodeBook } from './auth/codes';
import { demoMeshRoutes } from './files/demoMeshes';
import type { FakeApiContext } from './context';
import { createFileStore } from './store/files';
import { createIdFactory } from './http/format';
import { closeServer, listenOn } from './http/httpServer';
import type { Listening } from './http/httpServer';
import { requireClient } from './middleware/clientAuth';
import { idempotentWrites } from './middleware/idempotentWrites';
import { createFaultInjector } from './middleware/faults';
import { createRequestHolds } from './middleware/holds';
import { requestLog } from './middleware/requestLog';
import { requireToken } from './middleware/tokenAuth';
import { authRoutes } from './routes/auth';
import { controlRoutes } from './routes/control';
import { fileRoutes, OBJECT_PATH, serveObject } from './routes/files';
import { logRoutes } from './routes/log';
import { deductionRoutes } from './routes/deductions';
import { subDispatchRoutes } from './routes/subDispatch';
import { taskGroupRoutes } from './routes/taskGroups';
import { taskMoveRoutes } from './routes/taskMoves';
import { taskQcRoutes } from './routes/taskQc';
import { taskRoutes } from './routes/tasks';
import { dashboardRoutes } from './routes/dashboard';
import { pointsRoutes } from './routes/points';
import { questionRoutes } from './routes/questions';
import { settlementRoutes } from './routes/settlement';
import { billRoutes } from './routes/bills';
import { withdrawalReviewRoutes } from './routes/withdrawalReview';
import { systemRoutes } from './routes/system';
import { ticketRoutes } from './routes/tickets';
import { taskFileRoutes } from './routes/taskFiles';
import { uploadKeyRoutes } from './routes/uploadKeys';
import { userRoutes } from './routes/user';
import { certificationRoutes } from './routes/certifications';
import { contractRoutes } from './routes/contracts';
import { registrationRoutes } from './routes/registrations';
import { profileRoutes } from './routes/profile';
import { resolveSettings } from './settings';
import type { FakeApiOptions } from './settings';
import { createSocialCodeBook } from './auth/socialCodes';
import type { FakeState } from './store/state';
import { createStore, loadState } from './store/store';
import { createTokenService } from './auth/tokens';

export interface FakeApi {
  app: Express;
  db: LowDb<FakeState>;
  /** Listens on `port` (0 = any free one); resolves once listening. */
  listen(port?: number): Promise<Listening>;
  /** Closes the servers opened by listen() and writes the state one last time. */
  close(): Promise<void>;
}

export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const settings = resolveSettings(options);
  const dbRouter = jsonServer.router(loadState(settings.dataFile, options.state, settings.now()));
  const store = createStore(dbRouter.db, settings.dataFile);
  const newId = createIdFactory(settings.now);
  const context: FakeApiContext = {
    store,
    settings,
    newId,
    tokens: createTokenService(store, settings, newId),
    codes: createCodeBook(settings.now, settings.log),
    captchas: createCaptchaBook(settings.now),
    socialCodes: createSocialCodeBook(),
    files: createFileStore(options.storage),
    storage: options.storage,
  };
  const faults = createFaultInjector(settings);
  const holds = createRequestHolds();

  const app = jsonServer.create();
  app.use(jsonServer.bodyParser);
  // Public files the browser's 3D viewer fetches itself: no client header, no token.
  app.use('/oss/demo', demoMeshRoutes());
  if (settings.requestLogFile) app.use('/api', requestLog(settings.requestLogFile));
  app.use('/api', faults.middleware);
  if (settings.control) {
    app.use('/api', holds.middleware);
    const { tokens } = context;
    const control = { faults, holds, tokens, store, now: settings.now, storage: options.storage };
    app.use('/__fake', controlRoutes(control));
  }
  // The browser navigates here itself, without the client header.
  app.get('/api/blade-auth/oauth/render/:source', (req, res) => renderConsent(context, req, res));
  // Uploaded objects are fetched by <img> and links, which carry no headers.
  app.get(`${OBJECT_PATH}/*`, serveObject(context));
  app.use('/api', requireClient, requireToken(context));
  app.use('/api', idempotentWrites({ now: settings.now }));
  app.use('/api/blade-auth', authRoutes(context));
  app.use('/api/blade-system', systemRoutes(context));
  app.use('/api/blade-log', logRoutes(context));
  app.use('/api/blade-resource', fileRoutes(context));
  app.use('/api/os/ticket', ticketRoutes(context));
  app.use('/api/os/question', questionRoutes(context));
  app.use(
    '/api/os',
    settlementRoutes(context),
    withdrawalReviewRoutes(context),
    billRoutes(context),
  );
  app.use('/api', certificationRoutes(context), contractRoutes(context));
  app.use('/api', registrationRoutes(context), userRoutes(context), profileRoutes(context));
  app.use('/api', taskRoutes(context), taskMoveRoutes(context), taskQcRoutes(context));
  app.use('/api', subDispatchRoutes(context), taskGroupRoutes(context), deductionRoutes(context));
  app.use('/api', uploadKeyRoutes(context), pointsRoutes(context), dashboardRoutes(context));
  app.use('/api/os/designTask', taskFileRoutes(context));
  app.use('/api', (_req, res) => sendFailure(res, 404, MESSAGES.notFound));
  app.use('/__db', persistWrites(store.persist), dbRouter);

  const servers: Server[] = [];
  return {
    app,
    db: dbRouter.db,
    async listen(port = 0) {
      const listening = await listenOn(app, port);
      servers.push(listening.server);
      return listening;
    },
    async close() {
      await Promise.all(servers.splice(0).map(closeServer));
      store.persist();
    },
  };
}

function persistWrites(persist: () => void): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') res.on('finish', persist);
    next();
  };
}
