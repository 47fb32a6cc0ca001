import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface Listening {
  server: Server;
  port: number;
  url: string;
}

/** Listens on `port` (0 = any free one) and resolves once listening. */
export function listenOn(app: Express, port: number): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    server.once('error', reject);
    server.once('listening', () => {
      const actualPort = (server.address() as AddressInfo).port;
      resolve({ server, port: actualPort, url: `http://localhost:${actualPort}` });
    });
  });
}

/** Closes the server, keep-alive connections included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
