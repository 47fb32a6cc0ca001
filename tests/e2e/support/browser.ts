import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(process.cwd(), 'tests', 'artifacts');

export interface PortalBrowser {
  /**
   * A page in a fresh context: its own cookies and storage, like a new visitor. `options` adds
   * to the defaults (e.g. `{ hasTouch: true, isMobile: true }` for a touch device).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless (no browser download here). */
export async function openBrowser(baseURL: string): Promise<PortalBrowser> {
  const browser: Browser = await chromium.launch({
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
    ],
  });
  return {
    newPage: async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale: 'zh-CN',
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      // A missing element should fail the step, not hang the test: 10 s is plenty on 2 cores.
      context.setDefaultTimeout(10_000);
      return context.newPage();
    },
    close: () => browser.close(),
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
