import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, designerRoutes, menuPaths, type Role } from './a11yRoutes';
import type { PortalBrowser } from './browser';
import { drawerFindings, refused, routeFindings } from './phoneFindings';
import { sessionState } from './signIn';
import { UPLOAD_PAGE } from './taskUpload';
import type { Language } from '../../../i18n/languages';

/** A phone as issue 40 swept it: 375x812, a touch screen (the pointer is coarse). */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** Every role of issue 40's sweep, each played by a seeded account. */
export const PHONE_ROLES = [
  'designer',
  'company',
  'mainacct',
  'subacct',
  'overseas',
  'support',
  'operator',
] as const satisfies readonly Role[];

type PhoneRole = (typeof PHONE_ROLES)[number];

/** Roles that share the designers' screens: none of them opens a staff screen. */
const DESIGNER_SIDE: readonly PhoneRole[] = ['designer', 'mainacct', 'subacct', 'overseas'];

/** What a role's phone visit walks: its menu's routes, and the routes it must be refused. */
export interface PhonePlan {
  menu: string[];
  forbidden: string[];
}

/**
 * Each role's menu (as GET /menu/routes answers it), and the routes of the others' menus it must
 * not open: a staff screen for the designers' side (which reads the routes a designer reads,
 * `designerRoutes`: its own tickets and deductions too) and the company member, a designer's
 * screen (a designer's order upload among them) for staff, the administrator's own for support.
 */
export async function phonePlans(baseUrl: string): Promise<Record<PhoneRole, PhonePlan>> {
  const menus = Object.fromEntries(
    await Promise.all(PHONE_ROLES.map(async (role) => [role, await menuPaths(baseUrl, role)])),
  ) as Record<PhoneRole, string[]>;
  const designerSide = new Set([
    ...DESIGNER_SIDE.flatMap((role) => menus[role]),
    ...(await designerRoutes(baseUrl)),
  ]);
  const everything = new Set([...PHONE_ROLES.flatMap((role) => menus[role]), UPLOAD_PAGE]);
  const allowed = (role: PhoneRole) => (DESIGNER_SIDE.includes(role) ? designerSide : menus[role]);
  const plans = PHONE_ROLES.map((role) => {
    const own = new Set(allowed(role));
    return [role, { menu: menus[role], forbidden: [...everything].filter((p) => !own.has(p)) }];
  });
  return Object.fromEntries(plans) as Record<PhoneRole, PhonePlan>;
}

/** What the phone pass needs of the sweep's file: its browser, routes and typed values. */
export interface PhoneSweepContext {
  browser: PortalBrowser;
  baseUrl: string;
  plans: Record<PhoneRole, PhonePlan>;
  typed: readonly string[];
}

/**
 * Issue 40's sweep on a phone, one page per role moving inside the running portal: every menu
 * route opens with a heading and content; no control under 24x24 px (inline links aside, WCAG
 * 2.5.8); no word of a table or form cut across lines; the menu drawer's text at 4.5:1 or more;
 * in en and tr no Chinese outside what people typed; with `access`, every route of the other
 * side's menus refused (403).
 */
export function describePhonePass(
  language: Language,
  context: () => PhoneSweepContext,
  { access = false } = {},
) {
  const refusals = access ? ", the others' routes refused" : '';
  describe(`every menu route in ${language} on a phone (375x812, touch): content, 24 px targets, whole words, a legible menu${refusals}`, () => {
    // One phone for the file, each role signing in after the last (as on a shared phone): the
    // portal's code is loaded and compiled once, not once a role.
    let phone: Page | undefined;
    afterAll(() => phone?.context().close());
    it.each(PHONE_ROLES)(
      'as %s',
      async (role) => {
        const { plans } = context();
        const { menu, forbidden } = plans[role];
        expect(menu.length).toBeGreaterThan(0);
        if (access) expect(forbidden.length).toBeGreaterThan(0);
        phone = await phonePage(context(), phone, role, language, menu[0]);
        const page = phone;
        const found = await drawerFindings(page, language);
        for (const path of menu) {
          found.push(...(await routeFindings(page, path, language, context().typed)));
        }
        // Who may open what does not change with the language: one language's pass checks it.
        for (const path of access ? forbidden : []) {
          if (!(await refused(page, path))) found.push(`${path}: opened, not refused (403)`);
        }
        expect(found).toEqual([]);
      },
      120_000,
    );
  });
}

/**
 * The phone signed in as `role` in `language` by stored session, open on `path`: a new context
 * the first time; then the same one, signed out in between (its storage emptied from a blank
 * page of the portal's origin, so the last user's portal writes nothing back).
 */
async function phonePage(
  { browser, baseUrl }: PhoneSweepContext,
  phone: Page | undefined,
  role: PhoneRole,
  language: Language,
  path: string,
): Promise<Page> {
  const { account, password } = ACCOUNTS[role];
  const state = await sessionState(baseUrl, account, password, language);
  const page = phone ?? (await browser.newPage({ ...PHONE, storageState: state }));
  if (phone) {
    const blank = new URL('/__e2e-signed-out', baseUrl).href;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>signed out</title>' }),
    );
    await page.goto(blank);
    await page.context().clearCookies();
    await page.context().addCookies(state.cookies);
    await page.evaluate((items) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, state.origins[0].localStorage);
    await page.unroute(blank);
  }
  await page.goto(path);
  expect(await page.getAttribute('html', 'lang')).toBe(language);
  return page;
}
