import { loadDateLocales } from '../components/dates/loadDateLocales';
import { preloadView } from '../components/lazy/lazyView';
import { preloadable } from '../components/lazy/preloadable';
import { PATHS } from '../routes/paths';
import { PORTAL_RESOURCES } from './portalResources';
import { LAYOUT_ROUTES, pageOf } from './portalRoutes';
import { resourceViewAt } from './resourceViewAt';

/** The layout's code (App renders it lazily from here too). */
export const loadPortalLayout = preloadable(() =>
  import('./PortalLayout').then((m) => m.PortalLayout),
);

/** "/" after the sign-in: the redirect to the user's home (App renders it lazily from here too). */
export const loadGoHome = preloadable(() => import('./GoHome').then((m) => m.GoHome));

let started = false;

/**
 * Downloads the layout, the redirect to home, the date pickers' locales (the layout asks for
 * them as it mounts) and the landing page (a route of the layout or a resource's view) while the
 * sign-in call is in flight, or from the start of a signed-in reload, so that the first page
 * waits for no code after the answer, one chunk after another (issue 27: sign-in to first page).
 * Once per page load; a failed download is tried again by the page itself.
 */
export function preloadSignedIn(landing: string = PATHS.welcome): void {
  if (started) return;
  started = true;
  for (const load of [loadPortalLayout, loadGoHome, loadDateLocales]) {
    void load().catch(() => undefined);
  }
  pageOf(
    landing,
    LAYOUT_ROUTES.map((route) => route.page),
  )?.preload?.();
  preloadView(resourceViewAt(landing, PORTAL_RESOURCES));
}
