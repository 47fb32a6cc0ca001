import { useEffect, useRef, type ReactNode } from 'react';
import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * react-admin's sidebar from `md` up; below it the menu is a drawer over the page (react-admin
 * only does that below `sm`), closed on arrival and when the user goes to another page.
 */
export function Sidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (!phone) return <RaSidebar {...props} />;
  return <MenuDrawer>{props.children}</MenuDrawer>;
}

function MenuDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  // A sidebar left open on a wide screen would cover the page on arrival.
  useEffect(() => setOpen(false), [setOpen]);
  useEffect(() => {
    if (shownAt.current !== pathname) setOpen(false);
    shownAt.current = pathname;
  }, [pathname, setOpen]);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      // Kept in the page when closed: the menu's tree is not fetched again at each opening.
      ModalProps={{ keepMounted: true }}
      data-testid="menu-drawer"
    >
      {children}
    </Drawer>
  );
}
