import { useState } from 'react';
import { Box, Button, IconButton, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { usePortalIdentity } from '../../session/usePortalIdentity';
import { topEntriesFor, type TopEntry } from './topEntries';
import { useOverflow } from './useOverflow';

/**
 * The top bar's entries: buttons while they fit in the bar, else one menu. The buttons stay laid
 * out (invisible) when collapsed, so that the bar knows when they fit again, whatever the
 * language's label lengths and the window's width.
 */
export function TopNav() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { identity } = usePortalIdentity();
  const entries = topEntriesFor(identity?.roleName, identity?.isCompanyMember === true);
  // Below `md` the bar holds the logo and the sheet's button too: the entries do not fit there.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { outerRef, innerRef, overflowing } = useOverflow<HTMLElement, HTMLDivElement>(narrow);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: '1 1 0', minWidth: 0, mx: 1 }}>
      {overflowing && <CollapsedNav entries={entries} />}
      <Box
        component="nav"
        ref={outerRef}
        data-testid="top-nav"
        aria-hidden={overflowing}
        sx={{
          flex: '1 1 0',
          minWidth: 0,
          overflow: 'hidden',
          visibility: overflowing ? 'hidden' : 'visible',
        }}
      >
        <Box ref={innerRef} sx={{ display: 'inline-flex', gap: 0.5 }}>
          {entries.map((entry) => {
            const current = matchPath(entry.match, pathname) !== null;
            return (
              <Button
                key={entry.to}
                component={Link}
                to={entry.to}
                color="inherit"
                tabIndex={overflowing ? -1 : undefined}
                aria-current={current ? 'page' : undefined}
                sx={{
                  flexShrink: 0,
                  minWidth: 0,
                  px: 1,
                  whiteSpace: 'nowrap',
                  textTransform: 'none',
                  fontSize: '0.95rem',
                  // A darker shade keeps white text legible on any app bar (a lighter one did not).
                  bgcolor: current ? 'rgba(0,0,0,0.22)' : undefined,
                }}
              >
                {translate(entry.labelKey)}
              </Button>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

function CollapsedNav({ entries }: { entries: readonly TopEntry[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.chrome.topbar.navigation')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="top-nav-toggle"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.to} component={Link} to={entry.to} onClick={() => setAnchor(null)}>
            {translate(entry.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
