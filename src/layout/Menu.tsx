import HomeIcon from '@mui/icons-material/Home';
import { Menu as RaMenu } from 'react-admin';
import { WelcomePage } from '../pages/welcome/WelcomePage';

/** The side menu; the chrome issue replaces it with the server's menu tree. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.Item to={WelcomePage.path} primaryText="app.page.welcome" leftIcon={<HomeIcon />} />
    </RaMenu>
  );
}
