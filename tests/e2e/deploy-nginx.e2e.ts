import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../fake-api/http/securityHeaders';
import { openBrowser, type PortalBrowser } from './support/browser';
import { loginAs } from './support/chrome';
import { startNginx, type RunningNginx } from './support/nginx';
import { startPortal, type PortalServer } from './support/portalServer';

/** CSP violations the page reports, kept where the test can read them. */
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
}

// docs/DEPLOY.md: nginx serves dist/ and proxies /api to the gateway (here the fake API).
describe('deploy/nginx/portal.conf in front of a gateway', () => {
  let gateway: PortalServer;
  let nginx: RunningNginx;
  let browser: PortalBrowser;
  beforeAll(async () => {
    gateway = await startPortal();
    nginx = await startNginx({
      dist: join(process.cwd(), 'dist'),
      gateway: gateway.url,
      storageOrigin: gateway.storageUrl,
    });
    browser = await openBrowser(nginx.url);
  });
  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await gateway?.stop();
  });

  it('sends the same security headers as npm start, no-cache pages, immutable gzip assets', async () => {
    const page = await fetch(`${nginx.url}/order/workbench`);
    expect(page.status).toBe(200);
    for (const [name, value] of Object.entries(securityHeaders(gateway.storageUrl))) {
      expect([name, page.headers.get(name)]).toEqual([name, value]);
    }
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    const entry = readdirSync(join(process.cwd(), 'dist', 'assets')).find((name) =>
      /^index-.*\.js$/.test(name),
    );
    const asset = await fetch(`${nginx.url}/assets/${entry}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('content-security-policy')).not.toBeNull();
    expect((await fetch(`${nginx.url}/assets/missing-0000.js`)).status).toBe(404);

    const api = await fetch(`${nginx.url}/api/blade-system/menu/routes`);
    expect(api.status).toBe(401);
    expect(((await api.json()) as { code: number }).code).toBe(401);
  });

  it('runs the portal under that policy: sign-in, workbench, no violation', async () => {
    const page = await browser.newPage();
    await page.addInitScript(recordViolations);
    await loginAs(page, 'designer', 'Designer1');
    await page.goto('/order/workbench');
    await page.getByTestId('task-card').first().waitFor();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(page.url().startsWith(nginx.url)).toBe(true);
    await page.context().close();
  });
});
