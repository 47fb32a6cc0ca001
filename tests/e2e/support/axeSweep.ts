import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  declaredRoutePatterns,
  designerRoutes,
  menuPaths,
  staffRoutes,
  unvisitedPatterns,
  type Role,
} from './a11yRoutes';
import {
  blockingViolations,
  settle,
  transitionsDone,
  type AxeExclusion,
  type AxeFinding,
} from './axe';
import { personalCenterPath } from '../../../src/routes/paths';
import { openBrowser, type PortalBrowser } from './browser';
import { openInApp } from './portalPage';
import { sessionState } from './signIn';
import { startPortal, type PortalServer } from './portalServer';
import { contentOverflow, splitWordsIn } from './splitWords';
import { lowContrastTexts } from './textContrast';
import { chineseLeft, typedValuesOf } from './typedText';
import { describePhonePass, phonePlans, type PhonePlan, type PHONE_ROLES } from './phoneSweep';

export type Language = 'zh' | 'en' | 'tr';

/** Left out of the analysis, each with its reason; never a rule for the whole portal. */
const EXCLUSIONS: readonly AxeExclusion[] = [
  {
    // Only the document inside the frame: the frame element and its title are still checked.
    selector: { fromFrames: ['iframe[data-testid=external-frame]', 'html'] },
    why: "the external page a menu item embeds (/myiframe/…) is another site's, not the portal's",
  },
];

/** Declared routes that only lead to another page: visited, and checked to arrive there. */
const REDIRECTS: Readonly<Record<string, string>> = {
  '/invitedUsers': personalCenterPath('4'),
};

let server: PortalServer;
let browser: PortalBrowser;
/**
 * Every role, as on the phone: the designer on every designer route, the main account, the
 * sub-account and the overseas designer on their own menus (the same screens, their own data:
 * dispatch, sub-accounts, dollars), the company member and staff on theirs.
 */
const LAPTOP_ROLES = [
  'designer',
  'mainacct',
  'subacct',
  'overseas',
  'company',
  'support',
  'operator',
] as const satisfies Role[];
type LaptopRole = (typeof LAPTOP_ROLES)[number];
/** A laptop as issue 40 swept it. */
const LAPTOP = { viewport: { width: 1366, height: 768 } };

let visits: Record<LaptopRole | 'visitor', string[]>;
let plans: Record<(typeof PHONE_ROLES)[number], PhonePlan>;
let typed: string[];

/** A route of each staff role's own, so that an empty route list cannot pass unseen. */
const STAFF_ROUTE = { support: '/withdrawals', operator: '/staff/audit' } as const;

const unique = (paths: string[]) => [...new Set(paths)];

async function startAndListRoutes() {
  server = await startPortal();
  browser = await openBrowser(server.url);
  const designerPaths = await designerRoutes(server.url);
  const [companyMenu, mainacct, subacct, overseas] = await Promise.all(
    (['company', 'mainacct', 'subacct', 'overseas'] as const).map((role) =>
      menuPaths(server.url, role),
    ),
  );
  // Staff share the designers' pages, which the designer's visits check: the staff's own
  // routes, and the resource lists whose view changes for staff, are visited as staff.
  const staff = await staffRoutes(server.url);
  visits = {
    visitor: ['/login', '/register', '/forget', '/404', '/403', '/500', '/stlView'],
    designer: unique([...designerPaths, ...Object.keys(REDIRECTS)]),
    company: companyMenu,
    mainacct,
    subacct,
    overseas,
    ...staff,
  };
  plans = await phonePlans(server.url);
  typed = typedValuesOf(server.dataDir);
}

/**
 * The sweep of one language (one file per language, so the three run side by side): axe on every
 * route of each role at 1366x768 and, in en and tr, no Chinese character on the page except in
 * values people typed; then every role's menu on a phone (support/phoneSweep.ts). With
 * `routeList`, also the checks that the visits cover every route and that each role is refused
 * the other side's routes (neither changes with the language).
 */
export function axeSweep(language: Language, { routeList = false } = {}) {
  beforeAll(startAndListRoutes, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  if (routeList) describeRouteList();
  describeLanguage(language);
  const context = () => ({ browser, baseUrl: server.url, plans, typed });
  describePhonePass(language, context, { access: routeList });
}

function describeRouteList() {
  describe('axe: the route list', () => {
    it('visits every route the portal declares, with each role seeing its own menu', () => {
      const visited = [...Object.values(visits).flat(), '/lock'];
      expect(unvisitedPatterns(declaredRoutePatterns(), visited)).toEqual([]);
      expect(visits.operator).toEqual(expect.arrayContaining(['/staff/audit', '/order/points']));
    });
  });
}

function describeLanguage(language: Language) {
  const words = language === 'zh' ? '' : ', no Chinese outside what people typed';
  describe(`every route in ${language} at 1366x768: no serious or critical axe violation${words}, no word of a table or form cut in two, nothing scrolling sideways, the menu at 4.5:1`, () => {
    it('on the public pages', async () => {
      const page = await languagePage(language);
      const { axe, chinese, split } = await checkEach(page, visits.visitor, language);
      await page.context().close();
      expect(axe).toEqual([]);
      expect(chinese).toEqual([]);
      expect(split).toEqual([]);
    }, 180_000);

    it.each(LAPTOP_ROLES)(
      'as %s on every route of the role',
      async (role) => {
        if (role === 'support' || role === 'operator') {
          expect(visits[role]).toEqual(expect.arrayContaining([STAFF_ROUTE[role]]));
        }
        const page = await signedInPage(role, language);
        const menu = await menuContrast(page);
        const { axe, chinese, split } = await checkEach(page, visits[role], language);
        if (role === 'designer') axe.push(...(await checkLock(page)));
        await page.context().close();
        expect(menu).toEqual([]);
        expect(axe).toEqual([]);
        expect(chinese).toEqual([]);
        expect(split).toEqual([]);
      },
      300_000,
    );
  });
}

/** A fresh context whose pages start in `language` (the portal keeps a ?language= choice). */
async function languagePage(language: Language): Promise<Page> {
  const page = await browser.newPage(LAPTOP);
  await page.goto(`/login?language=${language}`);
  expect(await page.getAttribute('html', 'lang')).toBe(language);
  return page;
}

/**
 * A fresh context signed in as `role` in `language` by stored session (the sign-in form is not
 * what the sweep checks), open on the role's first route.
 */
async function signedInPage(role: LaptopRole, language: Language): Promise<Page> {
  const { account, password } = ACCOUNTS[role];
  const storageState = await sessionState(server.url, account, password, language);
  const page = await browser.newPage({ ...LAPTOP, storageState });
  await page.goto(visits[role][0]);
  expect(await page.getAttribute('html', 'lang')).toBe(language);
  return page;
}

interface RouteFinding extends AxeFinding {
  path: string;
}

/**
 * What the visits found: axe's violations, the lines left in Chinese (en and tr only), and, at
 * 1366 px, the words a table or a form cut in two and the pages whose content scrolls sideways.
 */
interface SweepFindings {
  axe: RouteFinding[];
  chinese: string[];
  split: string[];
}

async function checkEach(
  page: Page,
  paths: readonly string[],
  language: Language,
): Promise<SweepFindings> {
  const findings: SweepFindings = { axe: [], chinese: [], split: [] };
  for (const path of paths) {
    if (openPath(page) !== path) await openInApp(page, path);
    const target = REDIRECTS[path];
    if (target) await page.waitForURL((url) => url.pathname === target);
    await settle(page);
    const found = await blockingViolations(page, EXCLUSIONS);
    findings.axe.push(...found.map((finding) => ({ path, ...finding })));
    const cut = await splitWordsIn(page, 'table, form');
    findings.split.push(...cut.map((word) => `${path}: ${word}`));
    const overflow = await contentOverflow(page);
    if (overflow > 0) findings.split.push(`${path}: the page scrolls sideways by ${overflow}px`);
    if (language !== 'zh') {
      const text = await page.evaluate(() => document.body.innerText);
      findings.chinese.push(...chineseLeft(text, typed).map((line) => `${path}: ${line}`));
    }
    if (process.env.A11Y_LOG) {
      appendFileSync(process.env.A11Y_LOG, `${JSON.stringify({ at: Date.now(), path, found })}\n`);
    }
  }
  return findings;
}

/** The side menu's texts under 4.5:1, once the first route has settled (its entry current). */
async function menuContrast(page: Page): Promise<string[]> {
  const menu = page.locator('[data-testid=side-menu]:visible').first();
  await menu.locator('[data-menu-code]').first().waitFor();
  await settle(page);
  return (await lowContrastTexts(menu)).map((text) => `side menu: ${text}`);
}

/** The path and query `page` shows. */
function openPath(page: Page): string {
  const { pathname, search } = new URL(page.url());
  return `${pathname}${search}`;
}

/** The lock dialog and the lock page, then unlocked again. */
async function checkLock(page: Page): Promise<RouteFinding[]> {
  await openInApp(page, '/wel/index');
  await settle(page);
  await page.getByTestId('chrome-lock').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await transitionsDone(page);
  const findings = (await blockingViolations(page)).map((f) => ({ path: 'lock dialog', ...f }));
  await page.locator('#lock-password').fill('Lock-me-1');
  await dialog.locator('button.MuiButton-contained').click();
  await page.waitForURL('**/lock');
  await settle(page);
  findings.push(...(await blockingViolations(page)).map((f) => ({ path: '/lock', ...f })));
  await page.locator('#unlock-password').fill('Lock-me-1');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/lock'));
  return findings;
}
