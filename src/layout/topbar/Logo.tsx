import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PATHS } from '../../routes/paths';
import { useHomePath } from '../../session/useHomePath';

/** The system name as the logo; it leads to the user's home (staff: their desk). */
export function Logo() {
  const translate = useTranslate();
  const name = translate('app.name');
  const home = useHomePath() ?? PATHS.welcome;
  return (
    <MuiLink
      component={Link}
      to={home}
      color="inherit"
      underline="none"
      variant="subtitle1"
      // The name read out starts with the text shown (WCAG 2.5.3), then says where it leads.
      aria-label={translate('app.chrome.topbar.home', { name })}
      data-testid="logo"
      sx={{ whiteSpace: 'nowrap', fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
    >
      {name}
    </MuiLink>
  );
}
