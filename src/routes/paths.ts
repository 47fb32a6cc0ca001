/**
 * Every route of the portal (SPEC §2) in one table that pages, resources, the layout, the menu
 * seed and the tests import. It imports nothing, so importing it never downloads a page nor
 * closes an import cycle; routeTable.test.ts refuses a route written anywhere else.
 */
export const PATHS = {
  root: '/',
  login: '/login',
  lock: '/lock',
  register: '/register',
  forget: '/forget',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  stlView: '/stlView',
  /** An external menu page shown inside the layout (public for a visitor). */
  iframe: '/myiframe/*',
  /** Only redirects to the user's home. */
  wel: '/wel',
  welcome: '/wel/index',
  scorecard: '/wel/dashboard',
  practice: '/test/index',
  notices: '/info/index',
  home: '/order/homePage',
  personalCenter: '/order/personalCenter/:active',
  authentication: '/order/authentication',
  result: '/order/result',
  workbench: '/order/workbench',
  extension: '/order/extension',
  myDesignSheet: '/order/myDesignSheet',
  /** The menu's parent entry: opens the first tab. */
  settlementIndex: '/order/settlement',
  settlement: '/order/settlement/:active',
  taskUpload: '/order/task/:id/upload',
  scorePolicy: '/order/scorePolicy',
  pointsAdjust: '/order/points',
  /** Where staff land: their queues. */
  staffHome: '/staff/home',
  contractDesk: '/staff/contracts',
  registrationAudit: '/staff/audit',
} as const;

/** Menu entries that only fold their children (the menu seed's parents): no route of their own. */
export const MENU_GROUPS = {
  help: '/help',
  staff: '/staff',
} as const;

/** The react-admin resources with screens: react-admin routes each at /<name>. */
export const RESOURCES = {
  tasks: 'tasks',
  tickets: 'tickets',
  deductions: 'deductions',
  certifications: 'certifications',
  qcQueue: 'qcQueue',
  invitedUsers: 'invitedUsers',
  withdrawals: 'withdrawals',
  bills: 'bills',
  prices: 'prices',
} as const;

export type ResourceName = (typeof RESOURCES)[keyof typeof RESOURCES];

/** A resource's list, with an optional react-admin `filter` (sent as JSON). */
export const listPath = (resource: ResourceName, filter?: Record<string, unknown>): string =>
  withFilter(`/${resource}`, filter);

/** A list route (a resource or a page listing records) opened on a react-admin `filter`. */
export function withFilter(path: string, filter?: Record<string, unknown>): string {
  return filter ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path;
}

export const showPath = (resource: ResourceName, id: string): string =>
  `/${resource}/${encodeURIComponent(id)}/show`;

/** A design order's detail: the show route of the tasks resource. */
export const taskShowPath = (id: string): string => showPath(RESOURCES.tasks, id);

/** The CAD upload page of a design order. */
export const taskUploadPath = (id: string): string =>
  PATHS.taskUpload.replace(':id', encodeURIComponent(id));

/** The personal centre's tabs, bound to the URL (/order/personalCenter/1..5). */
export type PersonalCenterTab = '1' | '2' | '3' | '4' | '5';

export const personalCenterPath = (tab: PersonalCenterTab): string =>
  PATHS.personalCenter.replace(':active', tab);

/** The settlement's tabs, bound to the URL; the first one is where the menu's entry leads. */
export const SETTLEMENT_TABS = ['withdrawal', 'bill', 'tax', 'ranking'] as const;
export type SettlementTab = (typeof SETTLEMENT_TABS)[number];

export const settlementPath = (tab: SettlementTab): string =>
  PATHS.settlement.replace(':active', tab);

/** The pattern marking any settlement tab as the current page. */
export const SETTLEMENT_MATCH = PATHS.settlement.replace(':active', '*');

/** A file for the viewer: its checked http(s) address and the name it is shown under. */
export interface ViewedModel {
  url: string;
  name?: string;
}

/**
 * The public STL viewer for these files (the parameters repeat): `stlUrl`, and `stlName` beside
 * each one when any has a name (an empty one for those without), paired by their order.
 */
export function stlViewPath(models: readonly ViewedModel[]): string {
  const named = models.some((model) => model.name);
  const query = models
    .map(
      ({ url, name }) =>
        `stlUrl=${encodeURIComponent(url)}` +
        (named ? `&stlName=${encodeURIComponent(name ?? '')}` : ''),
    )
    .join('&');
  return `${PATHS.stlView}?${query}`;
}

/** Where an external menu page is shown inside the layout, named by its menu id. */
export const IFRAME_PREFIX = PATHS.iframe.replace('*', '');

export const iframePath = (menuId: string): string =>
  `${IFRAME_PREFIX}${encodeURIComponent(menuId)}`;

/** A company member's only page is My design sheet (SPEC §6): it is their home too. */
export const COMPANY_MEMBER_HOME = PATHS.myDesignSheet;

/**
 * Who may open what (issue 40): the designer's own screens, which staff never open. One table
 * read by the router (the layout's guard sends staff to /403), the menus (the fake API's menu
 * tree leaves them out for staff) and the tests; the staff screens guard themselves (RequireRole).
 */
export const DESIGNER_ONLY_PATHS: readonly string[] = [
  PATHS.welcome,
  PATHS.workbench,
  PATHS.settlementIndex,
  PATHS.settlement,
  PATHS.extension,
  PATHS.authentication,
  PATHS.result,
  PATHS.taskUpload,
];

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace('*', '.*')}/?$`);
const DESIGNER_ONLY_PATTERNS = DESIGNER_ONLY_PATHS.map(patternOf);

/** Whether a path (no query) is one of the designer's own screens. */
export function isDesignerOnlyPath(pathname: string): boolean {
  return DESIGNER_ONLY_PATTERNS.some((pattern) => pattern.test(pathname));
}
