import { useContext, useState } from 'react';
import { Box, LinearProgress, List, Typography } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useTranslate } from 'react-admin';
import { useNotifyError } from '../notify/useNotifyError';
import { filterMenuTree } from '../domain/menuSearch';
import { MenuSearch } from './menu/MenuSearch';
import { MenuTree } from './menu/MenuTree';
import { useMenuRoutes } from './menu/useMenuRoutes';
import { InMenuDrawer } from './Sidebar';

/** The side menu: the server's tree for this user and language, with a search box. */
export function Menu() {
  const translate = useTranslate();
  const [stored] = useSidebarState();
  const sidebarOpen = useContext(InMenuDrawer) || stored;
  const { nodes, error, language } = useMenuRoutes();
  const [query, setQuery] = useState('');
  useNotifyError(error);
  const searching = sidebarOpen && query.trim() !== '';
  const shown = nodes && searching ? filterMenuTree(nodes, query, language) : nodes;
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
        {shown && <MenuTree nodes={shown} expandAll={searching} />}
      </List>
    </Box>
  );
}
