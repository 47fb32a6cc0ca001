import type { Page, Request } from 'playwright-core';
import { openBrowser } from '../tests/e2e/support/browser';
import type { PortalServer } from '../tests/e2e/support/portalServer';
import { SEEDED, sessionState } from '../tests/e2e/support/signIn';

/** Issue 25: an idle signed-in tab costs at most this much a minute when nothing happens. */
export const IDLE_TARGETS = { requests: 6, bytes: 10 * 1024 };
const SETTLE_MS = 5_000;
const WINDOW_MS = 60_000;

export interface IdleFigures {
  requests: number;
  bytes: number;
  paths: Map<string, number>;
}

/** Bytes of one exchange on the wire: both header blocks and both bodies (as sent, compressed). */
async function wireBytes(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return (
    sizes.requestHeadersSize +
    sizes.requestBodySize +
    sizes.responseHeadersSize +
    sizes.responseBodySize
  );
}

/** Every request of `page` for a minute, and its bytes. */
async function oneMinute(page: Page): Promise<IdleFigures> {
  const seen: Promise<{ path: string; bytes: number }>[] = [];
  const listener = (request: Request) => {
    const path = new URL(request.url()).pathname;
    seen.push(wireBytes(request).then((bytes) => ({ path, bytes })));
  };
  page.on('requestfinished', listener);
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  page.off('requestfinished', listener);
  const exchanges = await Promise.all(seen);
  const paths = new Map<string, number>();
  for (const { path } of exchanges) paths.set(path, (paths.get(path) ?? 0) + 1);
  const minutes = WINDOW_MS / 60_000;
  return {
    requests: exchanges.length / minutes,
    bytes: exchanges.reduce((sum, exchange) => sum + exchange.bytes, 0) / minutes,
    paths,
  };
}

/**
 * The designer's workbench, once loaded, left alone for a minute in front, then for a minute in
 * a background tab: every request the tab makes, and its bytes.
 */
export async function measureIdleTab(
  server: PortalServer,
): Promise<{ visible: IdleFigures; hidden: IdleFigures }> {
  const browser = await openBrowser(server.url);
  try {
    const storageState = await sessionState(server.url, 'designer', SEEDED.designer);
    const page = await browser.newPage({ storageState });
    await page.goto('/order/workbench');
    await page.getByTestId('side-menu').locator('[data-menu-code]').first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const visible = await oneMinute(page);
    // A background tab, as the browser tells it (exocad in front). A string: tsx names the
    // getters with a helper the page does not have.
    await page.evaluate(`
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    `);
    const hidden = await oneMinute(page);
    return { visible, hidden };
  } finally {
    await browser.close();
  }
}

export async function reportIdleTab(server: PortalServer) {
  const figures = await measureIdleTab(server);
  const met = (value: number, target: number) => (value <= target ? 'met' : 'MISSED');
  console.log('idle signed-in tab (designer, workbench, nothing happening), per minute:');
  for (const [name, idle] of Object.entries(figures)) {
    console.log(
      `  ${name.padEnd(8)} ${idle.requests.toFixed(0)} requests  target <= ${IDLE_TARGETS.requests}: ${met(idle.requests, IDLE_TARGETS.requests)}; ${(idle.bytes / 1024).toFixed(1)} kB  target <= ${IDLE_TARGETS.bytes / 1024} kB: ${met(idle.bytes, IDLE_TARGETS.bytes)}`,
    );
    for (const [path, count] of idle.paths) console.log(`             ${count} x ${path}`);
  }
}
