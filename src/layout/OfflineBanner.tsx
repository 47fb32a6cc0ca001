import { Alert } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useIsOffline, useTranslate } from 'react-admin';

/**
 * Says at once that the connection is lost, before a write fails: what is shown was loaded
 * earlier, writes are not queued (they fail, see portalQueryClient) and drafts stay.
 */
export function OfflineBanner() {
  const translate = useTranslate();
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon />}
      role="status"
      data-testid="offline-banner"
      sx={{ mt: 1 }}
    >
      {translate('app.chrome.offline.banner')}
    </Alert>
  );
}
