import { memo, useContext, useDeferredValue, useMemo, useState } from 'react';
import { Box, LinearProgress, List, Typography } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useTranslate } from 'react-admin';
import { useNotifyError } from '../components/useNotifyError';
import { filterMenuTree } from '../domain/menuSearch';
import { MenuSearch } from './menu/MenuSearch';
import { MenuTree } from './menu/MenuTree';
import { useMenuRoutes } from './menu/useMenuRoutes';
import { InMenuDrawer } from './Sidebar';
import type { MenuNode } from '../../dataProvider/wireTypes';

/** The side menu: the server's tree for this user and language, with a search box. */
export function Menu() {
  const translate = useTranslate();
  const [stored] = useSidebarState();
  const sidebarOpen = useContext(InMenuDrawer) || stored;
  const { nodes, error, language } = useMenuRoutes();
  const [query, setQuery] = useState('');
  useNotifyError(error);
  const searching = sidebarOpen && query.trim() !== '';
  const shown = useMemo(
    () => (nodes && searching ? filterMenuTree(nodes, query, language) : nodes),
    [nodes, searching, query, language],
  );
  // The tree arrives as a store update, which React renders in one piece: it renders deferred
  // instead, in slices (issue 27: blocking time of the first page after the sign-in).
  // On mount too: the tree kept from the last visit is drawn just after the chrome.
  const tree = useDeferredValue(
    useMemo(() => ({ shown, searching }), [shown, searching]),
    NO_TREE,
  );
  return (
    <Box
      component="nav"
      aria-label={translate('app.chrome.menu.label')}
      data-testid="side-menu"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: sidebarOpen ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
      }}
    >
      {sidebarOpen && <MenuSearch value={query} onChange={setQuery} />}
      {shown === undefined && !error && (
        <LinearProgress aria-label={translate('app.chrome.menu.loading')} sx={{ mx: 1 }} />
      )}
      {shown?.length === 0 && searching && (
        <Typography color="text.secondary" variant="body2" sx={{ px: 2, py: 1 }}>
          {translate('app.chrome.menu.no_match')}
        </Typography>
      )}
      <List disablePadding component="div">
        {tree.shown && <ShownTree nodes={tree.shown} expandAll={tree.searching} />}
      </List>
    </Box>
  );
}

const NO_TREE: { shown: readonly MenuNode[] | undefined; searching: boolean } = {
  shown: undefined,
  searching: false,
};

/** Rendered again only when the tree or the search changes, not with the rest of the chrome. */
const ShownTree = memo(MenuTree);
