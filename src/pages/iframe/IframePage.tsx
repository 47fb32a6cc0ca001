import { Alert, Box, LinearProgress } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../../dataProvider/types';
import { PageFrame } from '../../components/PageFrame';
import { findMenuNode, menuTarget } from '../../domain/menuAccess';
import { useMenuRoutes } from '../../layout/menu/useMenuRoutes';
import { IFRAME_PREFIX, PATHS } from '../../routes/paths';

/**
 * The frame may run the page's scripts and forms in its own origin, open pop-ups, and nothing
 * else: no `allow-top-navigation`, so a click inside cannot send the portal's window elsewhere.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * An external page of the server's menu, embedded for a signed-in user: the path names a menu
 * item by id, and only an item the server's menu embeds (an http(s) page not opened in a new
 * window) gets a frame. Anything else, a visitor included, is refused.
 */
export function IframePage() {
  const translate = useTranslate();
  const signedIn = useAuthProvider<PortalAuthProvider>()?.isLoggedIn() ?? false;
  const { nodes, error } = useMenuRoutes();
  const menuId = menuIdOf(useLocation().pathname);
  if (signedIn && !nodes && !error) return <LinearProgress data-testid="iframe-loading" />;
  const node = signedIn && nodes && menuId ? findMenuNode(nodes, menuId) : undefined;
  const target = node && menuTarget(node);
  return (
    <PageFrame titleKey={IframePage.titleKey}>
      {target?.kind === 'iframe' ? (
        <Box
          component="iframe"
          src={target.url}
          sandbox={FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          title={translate('app.chrome.iframe.frame_title', { url: target.url })}
          data-testid="external-frame"
          sx={{ width: '100%', height: 'calc(100vh - 200px)', border: 0 }}
        />
      ) : (
        <Alert severity="error" data-testid="iframe-refused">
          {translate('app.chrome.iframe.refused')}
        </Alert>
      )}
    </PageFrame>
  );
}

IframePage.path = PATHS.iframe;
IframePage.titleKey = 'app.chrome.route.iframe';

function menuIdOf(pathname: string): string | undefined {
  if (!pathname.startsWith(IFRAME_PREFIX)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(IFRAME_PREFIX.length));
  } catch {
    return undefined;
  }
}
