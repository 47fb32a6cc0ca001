import { PATHS } from './paths';
import { LAYOUT_ROUTES, pageOf } from './portalRoutes';

/** The layout's code (App renders it lazily from here too). */
export const loadPortalLayout = () => import('./PortalLayout').then((m) => m.PortalLayout);

let started = false;

/**
 * Downloads the layout and the landing page while the sign-in call is in flight, so that the
 * first page does not wait for its code after the answer (issue 27: sign-in to first page).
 * Once per page load; a failed download is tried again by the page itself.
 */
export function preloadSignedIn(landing: string = PATHS.welcome): void {
  if (started) return;
  started = true;
  void loadPortalLayout().catch(() => undefined);
  pageOf(
    landing,
    LAYOUT_ROUTES.map((route) => route.page),
  )?.preload?.();
}
