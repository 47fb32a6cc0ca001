import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PATHS } from '../../routes/paths';

export function BackToLoginLink() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={PATHS.login} variant="body2" sx={{ display: 'block', mt: 2 }}>
      {translate('app.register.back_to_login')}
    </Link>
  );
}
