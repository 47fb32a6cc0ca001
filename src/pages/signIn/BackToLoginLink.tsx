import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export function BackToLoginLink() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'block', mt: 2 }}>
      {translate('app.register.back_to_login')}
    </Link>
  );
}
