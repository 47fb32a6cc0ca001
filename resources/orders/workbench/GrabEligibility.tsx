import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GrabBlocker } from '../../../src/domain/grabRules';
import { PATHS, personalCenterPath } from '../../../src/routes/paths';

/** Why this user may not grab, with the way out (SPEC §6). */
export function GrabEligibility({ blocker }: { blocker: GrabBlocker | undefined }) {
  const translate = useTranslate();
  if (!blocker || blocker === 'type_not_certified') return null;
  const certify = blocker === 'not_certified';
  return (
    <Alert
      severity="warning"
      data-testid="grab-blocked"
      sx={{ my: 2 }}
      action={
        <Button
          component={Link}
          to={certify ? PATHS.authentication : personalCenterPath('5')}
          color="inherit"
          size="small"
        >
          {translate(`app.orders.grab_blocked.${certify ? 'go_certify' : 'go_contract'}`)}
        </Button>
      }
    >
      {translate(`app.orders.grab_blocked.${blocker}`)}
    </Alert>
  );
}
