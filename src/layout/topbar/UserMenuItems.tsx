import { forwardRef, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link } from 'react-router-dom';
import { useTranslate, useUserMenu } from 'react-admin';
import { LockScreenDialog } from '../tools/LockScreenDialog';
import { LanguageMenuItem } from './LanguageMenuItem';
import { useConfirmLogout } from '../../session/useConfirmLogout';
import { PATHS, personalCenterPath } from '../../routes/paths';

const LINKS: { to: string; labelKey: string; Icon: SvgIconComponent; testId: string }[] = [
  {
    to: PATHS.home,
    labelKey: 'app.chrome.user_menu.dashboard',
    Icon: DashboardIcon,
    testId: 'menu-dashboard',
  },
  {
    to: personalCenterPath('1'),
    labelKey: 'app.chrome.user_menu.personal_center',
    Icon: PersonIcon,
    testId: 'menu-personal-center',
  },
  {
    to: PATHS.authentication,
    labelKey: 'app.chrome.user_menu.qualification',
    Icon: VerifiedUserIcon,
    testId: 'menu-authentication',
  },
  {
    to: PATHS.result,
    labelKey: 'app.chrome.user_menu.result',
    Icon: AssignmentTurnedInIcon,
    testId: 'menu-result',
  },
];

/** The user dropdown's items; a company member gets the language and log out only (SPEC §2). */
export function userMenuItems(isCompanyMember: boolean) {
  if (isCompanyMember) {
    return [<LanguageMenuItem key="language" />, <LogoutMenuItem key="logout" />];
  }
  return [
    ...LINKS.map((link) => <LinkMenuItem key={link.to} {...link} />),
    <LanguageMenuItem key="language" />,
    <LockMenuItem key="lock" />,
    <LogoutMenuItem key="logout" />,
  ];
}

const LinkMenuItem = forwardRef<HTMLAnchorElement, (typeof LINKS)[number]>(function LinkMenuItem(
  { to, labelKey, Icon, testId },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      component={Link}
      to={to}
      ref={ref}
      onClick={() => userMenu?.onClose()}
      data-testid={testId}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
});

function LockMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuItem onClick={() => setOpen(true)} data-testid="menu-lock">
        <ListItemIcon>
          <LockIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.menu.lock')}</ListItemText>
      </MenuItem>
      <LockScreenDialog
        open={open}
        onClose={() => {
          setOpen(false);
          userMenu?.onClose();
        }}
      />
    </>
  );
}

function LogoutMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  // The dialog lives in the menu: the menu stays open under it (closing it first unmounted the
  // dialog once the menu's exit transition ended, about 300 ms after it opened).
  const { askLogout, logoutDialog } = useConfirmLogout(() => userMenu?.onClose());
  return (
    <>
      <MenuItem onClick={askLogout} data-testid="menu-logout">
        <ListItemIcon>
          <ExitToAppIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      {logoutDialog}
    </>
  );
}
