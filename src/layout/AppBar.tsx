import { useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { LanguageSelect } from '../components/LanguageSelect';
import { LockScreenDialog } from '../components/LockScreenDialog';
import { useConfirmLogout } from '../components/useConfirmLogout';
import { ChromeTools } from './tools/ChromeTools';
import { TopNav } from './topbar/TopNav';

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <LockMenuItem />
          <LogoutMenuItem />
        </UserMenu>
      }
    >
      <TitlePortal />
      <TopNav />
      <ChromeTools />
      <LanguageSelectOnBar />
    </RaAppBar>
  );
}

function LanguageSelectOnBar() {
  return (
    <div style={{ background: 'white', borderRadius: 4, marginRight: 8 }}>
      <LanguageSelect />
    </div>
  );
}

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
  const { askLogout, logoutDialog } = useConfirmLogout();
  return (
    <>
      <MenuItem
        onClick={() => {
          askLogout();
          userMenu?.onClose();
        }}
        data-testid="menu-logout"
      >
        <ListItemIcon>
          <ExitToAppIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      {logoutDialog}
    </>
  );
}
