import { matchPath } from 'react-router-dom';
import type { PortalPage } from '../components/lazy/lazyPage';
import { IFRAME_PAGE, LAYOUT_PAGES } from './lazy/layoutPages';
import { RESOURCE_ROUTES, type TitledRoute } from '../routes/resourceRoutes';

export type { PortalPage };

export interface LayoutRoute {
  page: PortalPage;
  /** Kept mounted (hidden) when the user leaves it, so it keeps its state (Saber's keep-alive). */
  cached?: boolean;
}

/** The authenticated routes of SPEC §2, shown inside the layout; each downloaded when first shown. */
export const LAYOUT_ROUTES: readonly LayoutRoute[] = [
  { page: LAYOUT_PAGES.welcome },
  { page: LAYOUT_PAGES.scorecard },
  { page: LAYOUT_PAGES.practice },
  { page: LAYOUT_PAGES.notices },
  { page: LAYOUT_PAGES.home },
  { page: LAYOUT_PAGES.personalCenter },
  { page: LAYOUT_PAGES.qualification },
  { page: LAYOUT_PAGES.result },
  { page: LAYOUT_PAGES.workbench, cached: true },
  { page: LAYOUT_PAGES.referral },
  { page: LAYOUT_PAGES.myDesignSheet, cached: true },
  { page: LAYOUT_PAGES.settlement },
  { page: LAYOUT_PAGES.taskUpload },
  { page: LAYOUT_PAGES.scorePolicy },
  { page: LAYOUT_PAGES.pointsAdjust },
  { page: LAYOUT_PAGES.staffHome },
  { page: LAYOUT_PAGES.contractDesk },
  { page: LAYOUT_PAGES.registrationAudit },
];

export const CACHED_PAGES: readonly PortalPage[] = LAYOUT_ROUTES.filter((r) => r.cached).map(
  (r) => r.page,
);

/**
 * Every route that can be a tag tab: the pages (the iframe page too, when shown inside the
 * layout) and the resources' lists and detail pages.
 */
const TITLED_ROUTES: readonly TitledRoute[] = [
  ...LAYOUT_ROUTES.map((r) => r.page),
  IFRAME_PAGE,
  ...RESOURCE_ROUTES,
];

/** The titled route that a path shows (among `pages`, every titled route by default). */
export function pageOf(pathname: string): TitledRoute | undefined;
export function pageOf<R extends TitledRoute>(pathname: string, pages: readonly R[]): R | undefined;
export function pageOf(
  pathname: string,
  pages: readonly TitledRoute[] = TITLED_ROUTES,
): TitledRoute | undefined {
  return pages.find((page) => matchPath(page.path, pathname) !== null);
}
