import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, designerRoutes, staffRoutes } from './support/a11yRoutes';
import { settle } from './support/axe';
import { loginWithPassword, openInApp } from './support/portalPage';
import { portalForFile } from './support/harness';

/**
 * Every route a visitor, a designer and staff (support, operator) read, in en and in tr, from the
 * route list the axe sweep uses: no Chinese character anywhere on the page except in values people
 * typed (names, file names, remarks, request and ticket texts), which the fake API's data file
 * lists. One browser; one session per language and role.
 */
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff5e]/;
const MASKED_NAME = /[\u3400-\u9fff]\*{2,}[\u3400-\u9fff]?/g;
/** Fields whose values people type: shown as typed, in whatever language they were typed. */
const TYPED = new Set([
  'patientName',
  'remark',
  'realName',
  'name',
  'nickName',
  'designerName',
  'inviteeName',
  'fileName',
  'originalName',
  'content',
  'title',
  'subject',
  'reason',
  'text',
  'html',
  'account',
  'bankName',
  'branch',
  'accountName',
  'signedName',
  'address',
  'hospital',
  'doctor',
]);

/** A route of each staff role's own, so that an empty route list cannot pass unseen. */
const STAFF_ROUTE = { support: '/withdrawals', operator: '/staff/audit' } as const;

const portal = portalForFile();
let typed: string[];
let publicPaths: string[];
let designerPaths: string[];
let staffPaths: { support: string[]; operator: string[] };

// After the harness's beforeAll (hooks run in order): the started server's data and routes.
beforeAll(async () => {
  typed = typedValues(JSON.parse(readFileSync(join(portal.server.dataDir, 'db.json'), 'utf8')));
  publicPaths = ['/login', '/register', '/forget', '/404', '/403', '/500'];
  designerPaths = await designerRoutes(portal.url);
  staffPaths = await staffRoutes(portal.url);
}, 120_000);

describe.each(['en', 'tr'] as const)('every word in %s', (language) => {
  it('shows no Chinese outside what people typed, on every public and designer route', async () => {
    const page = await portal.page();
    await page.goto(`/login?language=${language}`);
    const findings = await readEach(page, publicPaths);
    await loginWithPassword(page, ACCOUNTS.designer.account, ACCOUNTS.designer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    findings.push(...(await readEach(page, designerPaths)));
    await page.context().close();
    expect(findings).toEqual([]);
  }, 300_000);

  it.each(['support', 'operator'] as const)(
    'shows no Chinese outside what people typed, on every route of %s',
    async (role) => {
      const page = await portal.page();
      await page.goto(`/login?language=${language}`);
      await loginWithPassword(page, ACCOUNTS[role].account, ACCOUNTS[role].password);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(staffPaths[role]).toEqual(expect.arrayContaining([STAFF_ROUTE[role]]));
      const findings = await readEach(page, staffPaths[role]);
      await page.context().close();
      expect(findings).toEqual([]);
    },
    300_000,
  );
});

async function readEach(page: Page, paths: readonly string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await openInApp(page, path);
    await settle(page);
    const text = await page.evaluate(() => document.body.innerText);
    findings.push(...chineseLeft(text).map((line) => `${path}: ${line}`));
  }
  return findings;
}

/** The lines of `text` that still hold a Chinese character once the typed values are taken out. */
function chineseLeft(text: string): string[] {
  return (
    text
      .split('\n')
      .map((line) => typed.reduce((rest, value) => rest.split(value).join(''), line))
      // A typed name the server masks for others (王***, 新***师) is still the typed name.
      .map((line) => line.replace(MASKED_NAME, ''))
      .filter((line) => CJK.test(line))
      .map((line) => line.trim().slice(0, 120))
  );
}

/** Every string a person typed into the seed, longest first (HTML split into its text runs). */
function typedValues(db: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, key = '') => {
    if (typeof node === 'string') {
      if (TYPED.has(key) && CJK.test(node))
        for (const run of node.split(/<[^>]+>/)) if (run.trim()) found.add(run.trim());
      return;
    }
    if (Array.isArray(node)) node.forEach((item) => walk(item, key));
    else if (node && typeof node === 'object')
      for (const [child, value] of Object.entries(node)) walk(value, child);
  };
  walk(db);
  return [...found].sort((a, b) => b.length - a.length);
}
