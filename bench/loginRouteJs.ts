import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openBrowser } from '../tests/e2e/support/browser';

export interface LoginRouteJs {
  /** The entry script and the modules index.html preloads. */
  htmlScripts: string[];
  /** Scripts the browser fetched on /login until the form showed. */
  fetched: string[];
  /** The union of both, gzip-compressed, in bytes. */
  gzipBytes: number;
}

/** The JavaScript the login route costs: what index.html names plus what /login fetches. */
export async function measureLoginRouteJs(baseUrl: string, distDir: string, formSelector: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const browser = await openBrowser(baseUrl);
  const page = await browser.newPage();
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(/^\//, '');
    if (path.endsWith('.js')) fetched.add(path);
  });
  await page.goto('/login');
  await page.locator(formSelector).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await browser.close();
  const all = new Set([...htmlScripts, ...fetched]);
  let gzipBytes = 0;
  for (const path of all) gzipBytes += gzipSync(readFileSync(join(distDir, path))).length;
  return { htmlScripts, fetched: [...fetched], gzipBytes } satisfies LoginRouteJs;
}
