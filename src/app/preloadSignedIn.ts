import { loadDateLocales } from '../components/dates/loadDateLocales';
import { preloadable } from '../components/lazy/preloadable';
import { PATHS } from '../routes/paths';
import { LAYOUT_ROUTES, pageOf } from './portalRoutes';

/** The layout's code (App renders it lazily from here too). */
export const loadPortalLayout = preloadable(() =>
  import('./PortalLayout').then((m) => m.PortalLayout),
);

/** "/" after the sign-in: the redirect to the user's home (App renders it lazily from here too). */
export const loadGoHome = preloadable(() => import('./GoHome').then((m) => m.GoHome));

let started = false;

/**
 * Downloads the layout, the redirect to home, the date pickers' locales (the layout asks for
 * them as it mounts) and the landing page while the sign-in call is in flight, so that the first
 * page waits for no code after the answer, one chunk after another (issue 27: sign-in to first
 * page). Once per page load; a failed download is tried again by the page itself.
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
}
