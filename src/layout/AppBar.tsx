import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, UserMenu, useTranslate } from 'react-admin';
import { usePortalIdentity } from '../session/usePortalIdentity';
import { ChromeTools } from './tools/ChromeTools';
import { useChromeParts } from './chromeParts';
import { Logo } from './topbar/Logo';
import { BarOnScroll } from './topbar/BarOnScroll';
import { PhoneBarActions } from './topbar/PhoneBarActions';
import { TopNav } from './topbar/TopNav';
import { userMenuItems } from './topbar/UserMenuItems';

/** A long name is cut with an ellipsis: the bar keeps its room for the entries. */
const USER_BUTTON_SX = {
  '& .RaUserMenu-userButton': {
    display: 'block',
    maxWidth: { sm: 160, lg: 240 },
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    flexShrink: 1,
    '& .MuiButton-startIcon': { display: 'inline-flex', verticalAlign: 'middle' },
  },
} as const;

/**
 * Logo, entries, notifications, customer service, the preference tools and the user dropdown (which holds the
 * language). Below `md` the tools and customer service go into one sheet (PhoneBarActions); the bell stays on the bar.
 */
export function AppBar() {
  const { identity } = usePortalIdentity();
  const member = identity?.isCompanyMember === true;
  const { TopBarService, Notifications } = useChromeParts();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // Below `sm` react-admin shows an icon, named by translating the label as a key.
  const iconOnly = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3).
  const userMenuLabel =
    identity?.fullName && !iconOnly
      ? translate('app.chrome.topbar.user_menu', {
          name: identity.fullName,
          menu: translate('ra.auth.user_menu'),
        })
      : 'ra.auth.user_menu';
  const service = !member && TopBarService && <TopBarService />;
  const bell = !member && Notifications && <Notifications />;
  return (
    <RaAppBar
      container={BarOnScroll}
      // Passed on to its spinner, which has no name of its own.
      toolbar={<LoadingIndicator aria-label={translate('ra.page.loading')} />}
      userMenu={
        <UserMenu label={userMenuLabel} className="user-menu">
          {userMenuItems(member)}
        </UserMenu>
      }
      sx={USER_BUTTON_SX}
    >
      {!member && <Logo />}
      <TopNav />
      {phone ? (
        <>
          {/* The unread count stays on the bar: an order sent back must be seen without a tap. */}
          {bell}
          <PhoneBarActions>
            {service}
            <ChromeTools />
          </PhoneBarActions>
        </>
      ) : (
        <>
          {bell}
          {service}
          <ChromeTools />
        </>
      )}
    </RaAppBar>
  );
}
