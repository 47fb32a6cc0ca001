import { createContext, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { DrawerFromFirstOpening } from '../components/DrawerFromFirstOpening';
import { useMenuRoutes } from './menu/useMenuRoutes';
import { MENU_DRAWER_CLASS } from '../theme/themes';

/** True inside the phone's menu drawer: the menu shows at full width whatever the sidebar state. */
export const InMenuDrawer = createContext(false);

/**
 * react-admin's sidebar from `md` up; below it the menu is a drawer over the page (react-admin
 * only does that below `sm`), closed on arrival and when the user goes to another page.
 */
export function Sidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (!phone) return <RaSidebar {...props} />;
  return <MenuDrawer>{props.children}</MenuDrawer>;
}

/**
 * The drawer keeps its own open state: the stored sidebar state is the wide screen's (open by
 * default), and a drawer opened by it would cover the page on arrival. Each press of the app
 * bar's menu button flips the stored state; the drawer follows each flip.
 */
function MenuDrawer({ children }: { children: ReactNode }) {
  const [toggled] = useSidebarState();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lastToggled, setLastToggled] = useState(toggled);
  const [lastPath, setLastPath] = useState(pathname);
  if (toggled !== lastToggled) {
    setLastToggled(toggled);
    setOpen(!open);
  }
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }
  // The drawer exists from its first opening on (then stays, as react-admin's does); the menu's
  // tree is asked for now all the same, so that it is there then.
  useMenuRoutes();
  return (
    <DrawerFromFirstOpening
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      className={MENU_DRAWER_CLASS}
      data-testid="menu-drawer"
    >
      <InMenuDrawer value>{children}</InMenuDrawer>
    </DrawerFromFirstOpening>
  );
}
