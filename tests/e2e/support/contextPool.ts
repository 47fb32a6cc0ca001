import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { openBlank, storeSession } from './blankDocument';

/**
 * Browser contexts handed back by tests and lent again, wiped: a fresh context costs about 4 CPU-s
 * (its renderer starts and parses the portal's script cold, docs/CI-LOG.md), a wiped one keeps
 * its renderer and its cache. A context goes back to the pool when its test closes it (the page
 * leaves for a blank document, as a closed tab's would) or when its test passes (setup.ts); a
 * failed test's are closed with its evidence. One a test changed in a way that has no undo (init
 * scripts, exposed functions, a fake clock, a service worker, extra pages) is closed for real.
 */

interface Pooled {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly key: string;
  readonly options: BrowserContextOptions;
  readonly closeForReal: () => Promise<void>;
  marked: boolean;
}

/** Enough for the most visitors a test opens at once; more would only hold memory. */
const MOST_IDLE = 6;

/** Methods whose effect outlives the test and has no undo: a context that used one is closed. */
const CONTEXT_MARKS = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders'];
const CLOCK_MARKS = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor'];
const PAGE_MARKS = [...CONTEXT_MARKS, 'emulateMedia', 'addLocatorHandler'];

/** Events a test listens to; the pool's own 'close' listener stays. */
const PAGE_EVENTS = [
  ...['console', 'dialog', 'download', 'filechooser', 'pageerror', 'popup', 'request'],
  ...['requestfailed', 'requestfinished', 'response', 'websocket', 'worker', 'crash', 'load'],
  ...['domcontentloaded', 'frameattached', 'framedetached', 'framenavigated'],
];
const CONTEXT_EVENTS = [
  ...['console', 'dialog', 'page', 'request', 'requestfailed', 'requestfinished', 'response'],
  'weberror',
];

/** Options as a stable key: contexts are only reused for the same emulation. */
function keyOf(options: BrowserContextOptions): string {
  const rest: BrowserContextOptions = { ...options, storageState: undefined };
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return JSON.stringify(sorted(rest));
}

function markOnUse(target: object, methods: string[], entry: Pooled) {
  const methodsOf = target as Record<string, unknown>;
  for (const name of methods) {
    const original = methodsOf[name];
    if (typeof original !== 'function') continue;
    methodsOf[name] = (...args: unknown[]) => {
      entry.marked = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

export interface ContextPool {
  /** A wiped context of these options signed in with `storageState`, or undefined. */
  take(options: BrowserContextOptions): Promise<Page | undefined>;
  /** Adopts a new context so that it can come back to the pool. */
  adopt(context: BrowserContext, page: Page, options: BrowserContextOptions): void;
  /** Hands back the contexts lent since the last call: wiped and kept, or closed. */
  settle(keep: boolean): Promise<void>;
  /** Closes every context of the pool for real: the file is done. */
  drain(): Promise<void>;
}

export function contextPool(origin: string): ContextPool {
  const idle: Pooled[] = [];
  const lent: Pooled[] = [];

  const wipe = async (entry: Pooled): Promise<boolean> => {
    const { context, page, options } = entry;
    if (entry.marked || page.isClosed() || context.pages().length !== 1) return false;
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(Boolean(options.offline));
    // The portal stops first, so that it never calls out with half a session.
    await openBlank(page, origin);
    await context.clearPermissions();
    await context.clearCookies();
    if (options.viewport) await page.setViewportSize(options.viewport);
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(10_000);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      const gone = (name: string) =>
        new Promise((done) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = done;
        });
      for (const { name } of databases) if (name) await gone(name);
      for (const name of await caches.keys()) await caches.delete(name);
    });
    return true;
  };

  const giveBack = async (entry: Pooled, keep: boolean) => {
    const at = lent.indexOf(entry);
    if (at < 0) return;
    lent.splice(at, 1);
    const wiped = keep && idle.length < MOST_IDLE && (await wipe(entry).catch(() => false));
    if (wiped) idle.push(entry);
    else await entry.closeForReal().catch(() => undefined);
  };

  return {
    async take(options) {
      const key = keyOf(options);
      const at = idle.findIndex((entry) => entry.key === key);
      if (at < 0) return undefined;
      const [entry] = idle.splice(at, 1);
      const state = options.storageState;
      if (typeof state === 'string') throw new Error('storageState as a path');
      if (state) await storeSession(entry.page, state);
      lent.push(entry);
      return entry.page;
    },
    adopt(context, page, options) {
      const realClose = context.close.bind(context);
      const closeForReal = () => realClose();
      // A service worker outlives the wipe and would answer for the blank page.
      const marked = options.serviceWorkers === 'allow';
      const entry: Pooled = { context, page, key: keyOf(options), options, closeForReal, marked };
      // The test is done with this visitor: wipe it for the next one instead of closing it.
      context.close = async (closeOptions) =>
        lent.includes(entry) ? giveBack(entry, true) : realClose(closeOptions);
      markOnUse(context, CONTEXT_MARKS, entry);
      markOnUse(context.clock, CLOCK_MARKS, entry);
      markOnUse(page, PAGE_MARKS, entry);
      context.once('close', () => {
        for (const list of [idle, lent]) {
          const at = list.indexOf(entry);
          if (at >= 0) list.splice(at, 1);
        }
      });
      lent.push(entry);
    },
    async settle(keep) {
      for (const entry of [...lent]) await giveBack(entry, keep);
    },
    async drain() {
      const all = [...lent.splice(0), ...idle.splice(0)];
      await Promise.all(all.map((entry) => entry.closeForReal().catch(() => undefined)));
    },
  };
}
