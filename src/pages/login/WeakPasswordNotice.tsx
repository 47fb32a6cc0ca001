import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PATHS } from '../../routes/paths';

/** Shown instead of logging in when the server answers 5001 (stored password too weak). */
export function WeakPasswordNotice({ account }: { account: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={PATHS.forget} color="inherit" size="small">
          {translate('app.login.weak_reset')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.login.weak_title')}</AlertTitle>
      {translate('app.login.weak_message', { account })}
    </Alert>
  );
}
