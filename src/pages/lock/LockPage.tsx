import { useState, type FormEvent } from 'react';
import { Avatar, Box, Button, TextField, Typography } from '@mui/material';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../../dataProvider/types';
import { AuthCard } from '../signIn/AuthCard';
import { useConfirmLogout } from '../../session/useConfirmLogout';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { PATHS } from '../../routes/paths';

export function LockPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const back = returnPath(useLocation().state);
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const { identity } = useGetIdentity();
  const { askLogout, logoutDialog } = useConfirmLogout();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  useDocumentTitle('app.lock.title');

  if (!authProvider?.isLoggedIn()) return <Navigate to={PATHS.login} replace />;
  if (!authProvider.isLocked()) return <Navigate to={PATHS.root} replace />;

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return setError('app.lock.password_required');
    if (await authProvider.unlock(password)) navigate(back, { replace: true });
    else setError('app.lock.wrong_password');
  };

  return (
    <AuthCard titleKey="app.lock.title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar src={identity?.avatar} alt={identity?.fullName} />
        <Typography variant="subtitle1">{identity?.fullName}</Typography>
      </Box>
      <form onSubmit={unlock} noValidate>
        <TextField
          fullWidth
          autoFocus
          type="password"
          id="unlock-password"
          label={translate('app.lock.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(error)}
          helperText={error ? translate(error) : undefined}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
          {translate('app.lock.unlock')}
        </Button>
      </form>
      <Button fullWidth sx={{ mt: 1 }} onClick={askLogout}>
        {translate('app.lock.logout')}
      </Button>
      {logoutDialog}
    </AuthCard>
  );
}

LockPage.path = PATHS.lock;

/** The page that was locked (a path of this portal, not a protocol-relative URL), else home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || from.startsWith(PATHS.lock)) return PATHS.root;
  return from.startsWith(PATHS.root) && !from.startsWith(`${PATHS.root}${PATHS.root}`)
    ? from
    : PATHS.root;
}
