import { AppBar as RaAppBar, LoadingIndicator, UserMenu } from 'react-admin';
import { LanguageSelect } from './topbar/LanguageSelect';
import { usePortalIdentity } from '../routes/useHomePath';
import { ChromeTools } from './tools/ChromeTools';
import { CustomerService } from './topbar/CustomerService';
import { Logo } from './topbar/Logo';
import { TopNav } from './topbar/TopNav';
import { userMenuItems } from './topbar/UserMenuItems';

/** Logo, entries, customer service, the preference tools, language and the user dropdown. */
export function AppBar() {
  const { identity } = usePortalIdentity();
  const member = identity?.isCompanyMember === true;
  return (
    <RaAppBar
      toolbar={<LoadingIndicator />}
      userMenu={<UserMenu>{userMenuItems(member)}</UserMenu>}
    >
      {!member && <Logo />}
      <TopNav />
      {!member && <CustomerService />}
      <ChromeTools />
      <LanguageSelect variant="bar" />
    </RaAppBar>
  );
}
