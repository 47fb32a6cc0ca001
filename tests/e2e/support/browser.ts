import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { contextPool, type ContextPool } from './contextPool';
import { withInfraRetry } from './infraRetry';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(process.cwd(), 'tests', 'artifacts');
/** E2E_TRACE=1 records a Playwright trace of every context; a failed test keeps its trace. */
const TRACE = process.env.E2E_TRACE === '1';

export interface PortalBrowser {
  /**
   * A page in a fresh context: its own cookies and storage, like a new visitor. `options` adds
   * to the defaults (e.g. `{ hasTouch: true, isMobile: true }` for a touch device).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Closes the contexts this PortalBrowser opened. */
  close(): Promise<void>;
}

/** Contexts open right now, with the server they talk to: a failed test's evidence. */
const OPEN_CONTEXTS = new Map<BrowserContext, string>();

/**
 * Chromium's new headless mode loads the address bar's two WebUI popups in a renderer of their
 * own for every context, a third of a core while each test opens. The switch replaces
 * Playwright's own list (Chromium keeps the last --disable-features), so that list comes first.
 */
const DISABLED_FEATURES = `--disable-features=${[
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades'],
  ...['HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
  ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'OptimizationHints'],
  ...['NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
  ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'],
].join(',')}`;

/**
 * One Chromium per test process, launched on first use: the files a worker runs one after the
 * other (vitest.e2e.config.ts, isolate: false) share it instead of launching their own, each
 * in contexts of its own. A browser that died is launched again.
 */
let running: Promise<Browser> | undefined;

function sharedChromium(): Promise<Browser> {
  const current = running;
  if (current) {
    return current.then((browser) => (browser.isConnected() ? browser : relaunch()));
  }
  return relaunch();
}

function relaunch(): Promise<Browser> {
  running = withInfraRetry('launch Chromium', () =>
    chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        DISABLED_FEATURES,
      ],
    }),
  );
  running.catch(() => {
    running = undefined;
  });
  return running;
}

/**
 * Closes the process's Chromium. A test worker ends without it; a script (a benchmark) must call
 * it, or the browser keeps the process alive after its last line.
 */
export async function closeSharedChromium(): Promise<void> {
  const current = running;
  running = undefined;
  await current?.then((browser) => browser.close()).catch(() => undefined);
}

/** The context pools of the PortalBrowsers open in this process (one per file's server). */
const POOLS = new Set<ContextPool>();
let testRunning = false;

/** A test starts: the contexts it opens from now on go back to their pool when it ends. */
export function beginTestContexts(): void {
  testRunning = true;
}

/** A test ended: its contexts are wiped for the next test if it passed, closed if not. */
export async function endTestContexts(passed: boolean): Promise<void> {
  testRunning = false;
  await Promise.all([...POOLS].map((pool) => pool.settle(passed)));
}

/** Debian's Chromium, headless (no browser download here): contexts on `baseURL`. */
export async function openBrowser(baseURL: string): Promise<PortalBrowser> {
  const browser = await sharedChromium();
  const mine = new Set<BrowserContext>();
  // Benchmarks never begin a test: every context they open is a fresh one.
  const pool = contextPool(new URL(baseURL).origin);
  POOLS.add(pool);
  const pooling = () => testRunning && !TRACE;
  return {
    newPage: async (options = {}) => {
      const settings: BrowserContextOptions = {
        baseURL,
        locale: 'zh-CN',
        viewport: { width: 1280, height: 800 },
        // The portal's service worker would answer for the network (page.route, fault drills):
        // only tests/e2e/pwa-offline.e2e.ts lets it run.
        serviceWorkers: 'block',
        // Spinners, fades and ripples stand still (src/theme/themes.ts), as for a person who asks
        // for less motion: fewer frames to draw while a page waits, and no test reads motion.
        reducedMotion: 'reduce',
        ...options,
      };
      const reused = pooling() ? await pool.take(settings) : undefined;
      if (reused) return reused;
      const context = await browser.newContext(settings);
      mine.add(context);
      OPEN_CONTEXTS.set(context, baseURL);
      context.once('close', () => {
        OPEN_CONTEXTS.delete(context);
        mine.delete(context);
      });
      if (TRACE) await context.tracing.start({ screenshots: true, snapshots: true });
      // A missing element should fail the step, not hang the test: 10 s is plenty on 2 cores.
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      if (pooling()) {
        // The pool closes it: at the end of the file, or when it is not worth keeping.
        mine.delete(context);
        pool.adopt(context, page, settings);
      }
      return page;
    },
    // The file is done with its contexts; the browser stays for the worker's next file.
    close: async () => {
      POOLS.delete(pool);
      await pool.drain();
      await Promise.all([...mine].map((context) => context.close().catch(() => undefined)));
    },
  };
}

/** The origin of the portal `page` was opened for (its context's baseURL). */
export function baseUrlOf(page: Page): string {
  const known = OPEN_CONTEXTS.get(page.context());
  if (known) return known;
  const current = page.url();
  if (current.startsWith('http')) return new URL(current).origin;
  throw new Error('no portal origin known for this page: open it with openBrowser().newPage()');
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Keeps what a failed test left on screen: a screenshot of every page still open (and its trace
 * with E2E_TRACE=1) under tests/artifacts/<name>-<n>.png. Errors here never hide the failure.
 */
export async function keepFailureEvidence(name: string): Promise<string[]> {
  const kept: string[] = [];
  let n = 0;
  for (const context of OPEN_CONTEXTS.keys()) {
    for (const page of context.pages()) {
      n += 1;
      try {
        kept.push(await screenshot(page, `${name}-${n}`));
      } catch {
        // The page may have crashed or closed meanwhile: nothing to keep.
      }
    }
    if (TRACE) {
      const path = join(ARTIFACTS, `${name}-${n}.trace.zip`);
      await context.tracing.stop({ path }).then(
        () => kept.push(path),
        () => undefined,
      );
    }
  }
  return kept;
}
