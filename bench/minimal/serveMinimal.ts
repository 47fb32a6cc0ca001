import express from 'express';
import { createFakeApi } from '../../fake-api/app';
import { compressResponses, servePortal } from '../../fake-api/cli/servePortal';
import { closeServer, listenOn } from '../../fake-api/http/httpServer';

/** The minimal app's build and a fake API on one origin, served like `npm start` serves the portal. */
export async function serveMinimal(distDir: string, dbFile: string) {
  const api = createFakeApi({ dataFile: dbFile });
  const app = express();
  compressResponses(app);
  app.use(api.app);
  servePortal(app, distDir);
  const { server, url } = await listenOn(app, 0);
  return {
    url,
    stop: async () => {
      await closeServer(server);
      await api.close();
    },
  };
}
