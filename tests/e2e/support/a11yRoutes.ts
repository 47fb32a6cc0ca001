import { matchPath } from 'react-router-dom';
import type { MenuNode } from '../../../dataProvider/wireTypes';
import { menuTarget, rolesOf, visibleMenu } from '../../../src/domain/menuAccess';
import { LockPage } from '../../../src/pages/lock/LockPage';
import { LoginPage } from '../../../src/pages/login/LoginPage';
import { PUBLIC_PAGES } from '../../../src/app/lazy/publicPages';
import { IFRAME_PAGE } from '../../../src/app/lazy/layoutPages';
import { PORTAL_RESOURCES } from '../../../src/app/portalResources';
import { LAYOUT_ROUTES } from '../../../src/app/portalRoutes';
import { iframePath } from '../../../src/routes/paths';
import { apiLogin, callApi } from './fakeApi';
import { tokenOf } from './orders';
import { UPLOAD_PAGE, UPLOAD_TASK_ID } from './taskUpload';

export const ACCOUNTS = {
  designer: { account: 'designer', password: 'Designer1' },
  company: { account: 'company', password: 'Company1' },
  mainacct: { account: 'mainacct', password: 'Mainacct1' },
  subacct: { account: 'subacct1', password: 'Subacct1' },
  overseas: { account: 'overseas', password: 'Overseas1' },
  support: { account: 'support', password: 'Support1' },
  operator: { account: 'operator', password: 'Operator1' },
} as const;

export type Role = keyof typeof ACCOUNTS;

/**
 * Every route pattern the portal declares, read from its own tables: the public pages, the
 * login and lock pages, the pages inside the layout, the embedded external page and the list,
 * show and create views of each react-admin resource.
 */
export function declaredRoutePatterns(): string[] {
  const resourceRoutes = PORTAL_RESOURCES.flatMap(({ name, list, show, create, edit }) => [
    ...(list ? [`/${name}`] : []),
    ...(show ? [`/${name}/:id/show`] : []),
    ...(create ? [`/${name}/create`] : []),
    ...(edit ? [`/${name}/:id`] : []),
  ]);
  return [
    LoginPage.path,
    LockPage.path,
    ...PUBLIC_PAGES.map((page) => page.path),
    ...LAYOUT_ROUTES.map((route) => route.page.path),
    IFRAME_PAGE.path,
    ...resourceRoutes,
  ];
}

/** The patterns that none of the visited paths matches. */
export function unvisitedPatterns(patterns: readonly string[], visited: readonly string[]) {
  return patterns.filter(
    (pattern) => !visited.some((path) => matchPath(pattern, path.split('?')[0]) !== null),
  );
}

/**
 * The portal routes the side menu of `role` leads to, as GET /menu/routes answers that user
 * (external pages opened in a new window are not the portal's).
 */
export async function menuPaths(baseUrl: string, role: Role): Promise<string[]> {
  const { account, password } = ACCOUNTS[role];
  const session = await apiLogin(baseUrl, account, password);
  const token = String(session.access_token);
  const { body } = await callApi(baseUrl, 'GET', '/api/blade-system/menu/routes', { token });
  const menu = visibleMenu(body.data as MenuNode[], rolesOf(String(session.role_name)));
  const leaves = (nodes: MenuNode[]): MenuNode[] =>
    nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));
  return leaves(menu).flatMap((node) => {
    const target = menuTarget(node);
    if (target.kind === 'window') return [];
    return [target.kind === 'iframe' ? iframePath(target.menuId) : target.to];
  });
}

/** The first record id of a list endpoint as `role` sees it. */
export async function firstId(baseUrl: string, role: Role, path: string): Promise<string> {
  const { account, password } = ACCOUNTS[role];
  const token = await tokenOf(baseUrl, account, password);
  const { body } = await callApi(baseUrl, 'GET', path, { token, query: { size: '1' } });
  const id = (body.data as { records?: { id: string }[] }).records?.[0]?.id;
  if (!id) throw new Error(`no record at ${path} for ${role}`);
  return id;
}

/**
 * The routes a designer reads: the menu's, the pages off the menu, the tabs that are routes, and
 * a record of each resource. The axe sweep, the language sweep and the phone walk share it.
 */
export async function designerRoutes(baseUrl: string): Promise<string[]> {
  const menu = await menuPaths(baseUrl, 'designer');
  const ticket = await firstId(baseUrl, 'designer', '/api/os/ticket/myList');
  return [
    ...new Set([
      ...menu,
      '/wel/dashboard',
      '/test/index',
      '/info/index',
      ...['1', '2', '3', '4', '5'].map((tab) => `/order/personalCenter/${tab}`),
      ...['withdrawal', 'bill', 'tax', 'ranking'].map((tab) => `/order/settlement/${tab}`),
      '/tasks',
      `/tasks/${UPLOAD_TASK_ID}/show`,
      UPLOAD_PAGE,
      '/tickets',
      `/tickets/${ticket}/show`,
    ]),
  ];
}

/**
 * The routes staff read beyond the designers' pages (which a designer's visit checks): the
 * support account's own menu and the resource views that change for staff; the administrator's
 * own menu on top of that. The axe sweep and the language sweep share it.
 */
export async function staffRoutes(
  baseUrl: string,
): Promise<{ support: string[]; operator: string[] }> {
  const [designerMenu, supportMenu, operatorMenu] = await Promise.all(
    (['designer', 'support', 'operator'] as const).map((role) => menuPaths(baseUrl, role)),
  );
  const ticket = await firstId(baseUrl, 'designer', '/api/os/ticket/myList');
  const inspected = await firstId(baseUrl, 'support', '/api/os/designTask/qc/page');
  const attempt = await firstId(baseUrl, 'support', '/api/os/certification/page');
  const price = await firstId(baseUrl, 'support', '/api/os/price/page');
  return {
    support: [
      ...new Set([
        ...supportMenu.filter((path) => !designerMenu.includes(path)),
        '/tickets',
        '/deductions',
        `/tasks/${inspected}/show`,
        `/tickets/${ticket}/show`,
        `/certifications/${attempt}/show`,
        '/deductions/create',
        `/prices/${price}`,
      ]),
    ],
    operator: operatorMenu.filter((path) => !supportMenu.includes(path)),
  };
}
