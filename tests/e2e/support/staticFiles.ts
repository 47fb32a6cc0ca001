import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StaticFiles {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

interface StaticFile {
  body: Buffer | Uint8Array;
  type?: string;
  /** Sent in this many pieces, 20 ms apart, like a remote bucket: progress shows on any machine. */
  pieces?: number;
}

/**
 * Serves fixed bodies by path on 127.0.0.1 (another origin than the portal), with
 * Content-Length and CORS, like a storage bucket would. Unknown paths answer 404.
 */
export async function serveStaticFiles(files: Record<string, StaticFile>): Promise<StaticFiles> {
  const server = createServer((req, res) => {
    const file = files[(req.url ?? '').split('?')[0]];
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': file.type ?? 'application/octet-stream',
      'Content-Length': String(file.body.byteLength),
    });
    if (!file.pieces) {
      res.end(file.body);
      return;
    }
    const size = Math.ceil(file.body.byteLength / file.pieces);
    const sendFrom = (offset: number) => {
      if (offset >= file.body.byteLength || res.destroyed) {
        res.end();
        return;
      }
      res.write(file.body.subarray(offset, offset + size));
      setTimeout(() => sendFrom(offset + size), 20);
    };
    sendFrom(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
