import { config, createPortal, SESSION_EXPIRED_EVENT } from '../../dataProvider';
import { PATHS } from '../routes/paths';
import { isPortalPath } from '../routes/knownPaths';

/** The app's singletons, built from the one configuration module and the route table. */
export const { httpClient, authProvider, dataProvider } = createPortal({
  config,
  loginPath: PATHS.login,
  // SPEC §2: an unknown path leads to /404, signed in or not.
  signedOutPath: () => (isPortalPath(window.location.pathname) ? PATHS.login : PATHS.notFound),
  // The session is already cleared; the layout listens to this event to go to /login when the
  // expiry came from a background call (the refresh ticker) rather than from a react-admin query.
  onSessionExpired: () => window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)),
});
