import { rmSync } from 'node:fs';
import { closeSharedChromium } from '../tests/e2e/support/browser';
import { startPortal, type PortalServer } from '../tests/e2e/support/portalServer';

/**
 * Runs a benchmark against its own portal server, then stops the server and the browser and
 * removes the server's data (the case benchmark leaves 300 MiB of scans there).
 */
export async function withBenchPortal(run: (server: PortalServer) => Promise<void>): Promise<void> {
  const server = await startPortal();
  try {
    await run(server);
  } finally {
    await server.stop();
    await closeSharedChromium();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
