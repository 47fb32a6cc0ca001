import { closeSharedChromium } from '../tests/e2e/support/browser';
import { startPortal } from '../tests/e2e/support/portalServer';

/** Runs a benchmark against its own portal server, then stops the server and the browser. */
export async function withBenchPortal(run: (url: string) => Promise<void>): Promise<void> {
  const server = await startPortal();
  try {
    await run(server.url);
  } finally {
    await server.stop();
    await closeSharedChromium();
  }
}
