import { Alert, Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../../components/PageFrame';
import { IFRAME_PREFIX, PATHS } from '../../routes/paths';
import { safeHttpUrl } from '../../domain/safeUrl';

/** An external page of the menu, embedded: only http(s) addresses get an iframe. */
export function IframePage() {
  const translate = useTranslate();
  const url = safeHttpUrl(routerPathOf(useLocation().pathname));
  return (
    <PageFrame titleKey={IframePage.titleKey}>
      {url ? (
        <Box
          component="iframe"
          src={url}
          title={translate('app.chrome.iframe.frame_title', { url })}
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

function routerPathOf(pathname: string): string | undefined {
  if (!pathname.startsWith(IFRAME_PREFIX)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(IFRAME_PREFIX.length));
  } catch {
    return undefined;
  }
}
