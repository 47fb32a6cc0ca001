import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { PATHS } from '../../../src/routes/paths';
import { openBrowser, type PortalBrowser } from './browser';
import { tokenOf } from './orders';
import { startPortal, type PortalServer } from './portalServer';
import { SEEDED, sessionState, type SeededAccount } from './signIn';

/** Who a page belongs to: a seeded account by name, or any account with its password. */
export type SignedInAs = SeededAccount | readonly [account: string, password: string];

export interface PageOptions extends BrowserContextOptions {
  /** Signed in by stored session (no login form); a visitor when absent. */
  as?: SignedInAs;
  /** Where a signed-in page opens; the welcome page unless said otherwise. */
  landing?: string;
  /** The language of the session (the token call's and the portal's stored choice). */
  language?: Language;
}

/** One file's portal: its own server (fresh state, data dir, ports) and browser. */
export interface Portal {
  readonly server: PortalServer;
  readonly browser: PortalBrowser;
  /** The server's origin, e.g. http://localhost:40123. */
  readonly url: string;
  /**
   * A page in a fresh context. With `as`, the session is stored in the context before the first
   * navigation and the landing page is open with its side menu shown.
   */
  page(options?: PageOptions): Promise<Page>;
  /** An access token of `as`, for calls the test makes over HTTP. */
  token(as: SignedInAs): Promise<string>;
}

const credentials = (as: SignedInAs): readonly [string, string] =>
  typeof as === 'string' ? [as, SEEDED[as]] : as;

/** What a file prepares around its server, beyond the server's environment. */
export interface FileSetup {
  /** Runs before the server starts, e.g. a copy of the build that `env` points the server to. */
  beforeStart?: () => void | Promise<void>;
  /** Runs once the browser and the server have stopped, e.g. to remove that copy. */
  afterStop?: () => void | Promise<void>;
}

/**
 * Starts a server and a browser before the file's tests and stops them after: call it once at
 * the top of a test file. `env` goes to the server (e.g. FAKE_API_* settings).
 */
export function portalForFile(
  env: Record<string, string> = {},
  { beforeStart, afterStop }: FileSetup = {},
): Portal {
  let server: PortalServer | undefined;
  let browser: PortalBrowser | undefined;
  beforeAll(async () => {
    await beforeStart?.();
    server = await startPortal(env);
    browser = await openBrowser(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await afterStop?.();
  });
  const started = () => {
    if (!server || !browser) throw new Error('portalForFile: the server starts in beforeAll');
    return { server, browser };
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    get url() {
      return started().server.url;
    },
    async page({ as, landing, language, ...contextOptions }: PageOptions = {}) {
      const { server, browser } = started();
      if (!as) return browser.newPage(contextOptions);
      const [account, password] = credentials(as);
      const storageState = await sessionState(server.url, account, password, language);
      const page = await browser.newPage({ ...contextOptions, storageState });
      // "/" leads each to their home: a designer's welcome, staff's desk (issue 40: staff get
      // 403 on the designer's screens).
      await page.goto(landing ?? PATHS.root);
      await page.getByTestId('side-menu').locator('[data-menu-code]').first().waitFor();
      return page;
    },
    token: (as) => tokenOf(started().server.url, ...credentials(as)),
  };
}
