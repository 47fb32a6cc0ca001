import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface Listening {
  server: Server;
  port: number;
  url: string;
}

/** The interface servers bind by default: loopback only (docs/DEPLOY.md). */
export const DEFAULT_HOST = '127.0.0.1';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export function isLoopback(host: string): boolean {
  return LOOPBACK.has(host) || host.startsWith('127.');
}

/**
 * Listens on `port` (0 = any free one) of `host` (default loopback only) and resolves once
 * listening. The URL names `localhost` for a loopback host, else the host itself.
 */
export function listenOn(app: Express, port: number, host = DEFAULT_HOST): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const actualPort = (server.address() as AddressInfo).port;
      const shown = isLoopback(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolve({ server, port: actualPort, url: `http://${shown}:${actualPort}` });
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
