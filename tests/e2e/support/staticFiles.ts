import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StaticFiles {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves fixed bodies by path on 127.0.0.1 (another origin than the portal), with
 * Content-Length and CORS, like a storage bucket would. Unknown paths answer 404.
 */
export async function serveStaticFiles(
  files: Record<string, { body: Buffer | Uint8Array; type?: string }>,
): Promise<StaticFiles> {
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
    res.end(file.body);
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
