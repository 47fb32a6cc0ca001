import { AppBar as RaAppBar, LoadingIndicator, UserMenu, useTranslate } from 'react-admin';
import { LanguageSelect } from './topbar/LanguageSelect';
import { usePortalIdentity } from '../components/usePortalIdentity';
import { ChromeTools } from './tools/ChromeTools';
import { useChromeParts } from './chromeParts';
import { Logo } from './topbar/Logo';
import { TopNav } from './topbar/TopNav';
import { userMenuItems } from './topbar/UserMenuItems';

/** Logo, entries, customer service, the preference tools, language and the user dropdown. */
export function AppBar() {
  const { identity } = usePortalIdentity();
  const member = identity?.isCompanyMember === true;
  const { TopBarService } = useChromeParts();
  const translate = useTranslate();
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3).
  const userMenuLabel = identity?.fullName
    ? translate('app.chrome.topbar.user_menu', {
        name: identity.fullName,
        menu: translate('ra.auth.user_menu'),
      })
    : 'ra.auth.user_menu';
  return (
    <RaAppBar
      // Passed on to its spinner, which has no name of its own.
      toolbar={<LoadingIndicator aria-label={translate('ra.page.loading')} />}
      userMenu={<UserMenu label={userMenuLabel}>{userMenuItems(member)}</UserMenu>}
    >
      {!member && <Logo />}
      <TopNav />
      {!member && TopBarService && <TopBarService />}
      <ChromeTools />
      <LanguageSelect variant="bar" />
    </RaAppBar>
  );
}
