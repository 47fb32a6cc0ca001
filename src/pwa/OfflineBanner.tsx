import { Alert, Snackbar } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useIsOffline, useTranslate } from 'react-admin';

/**
 * Says at once that the connection is lost, before a write fails, on every page (the sign-in
 * form too): what is shown was loaded earlier, writes are not queued (they fail, see
 * portalQueryClient) and drafts stay. At the top: failed writes are notified at the bottom.
 */
/** Under the app bar (56 px on a phone, 48 on a laptop): on a phone it covered the whole bar. */
const BELOW_APP_BAR = { '&&': { top: 64 } };

export function OfflineBanner() {
  const translate = useTranslate();
  const offline = useIsOffline();
  return (
    <Snackbar
      open={offline}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={BELOW_APP_BAR}
      data-testid="offline-snackbar"
    >
      <Alert
        severity="warning"
        variant="filled"
        icon={<CloudOffIcon />}
        role="status"
        data-testid="offline-banner"
      >
        {translate('app.chrome.offline.banner')}
      </Alert>
    </Snackbar>
  );
}
