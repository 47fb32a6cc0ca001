import { useState } from 'react';
import { Box, Button, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NOTIFICATION_TYPES } from '../../src/domain/notifications';
import { desktopPermission, useDesktopPrefs, type DesktopPermission } from './desktopPrefs';

/**
 * Under the list: why desktop alerts help, the button that asks the browser (never on load:
 * only when the user chooses to), and a switch per event type once allowed.
 */
export function DesktopAlertsSettings() {
  const translate = useTranslate();
  const { wants, setWanted } = useDesktopPrefs();
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid="desktop-alerts" data-permission={permission}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.notifications.desktop.heading')}
      </Typography>
      {permission === 'default' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {translate('app.notifications.desktop.why')}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void ask()}>
            {translate('app.notifications.desktop.turn_on')}
          </Button>
        </>
      )}
      {(permission === 'denied' || permission === 'unsupported') && (
        <Typography variant="body2" color="text.secondary">
          {translate(
            `app.notifications.desktop.${permission === 'denied' ? 'blocked' : 'unsupported'}`,
          )}
        </Typography>
      )}
      {permission === 'granted' && (
        <FormGroup aria-label={translate('app.notifications.desktop.types_label')}>
          {NOTIFICATION_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Switch
                  size="small"
                  checked={wants(type)}
                  onChange={(_, checked) => setWanted(type, checked)}
                  slotProps={{ input: { name: type } }}
                />
              }
              label={translate(`app.notifications.desktop.types.${type}`)}
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}
