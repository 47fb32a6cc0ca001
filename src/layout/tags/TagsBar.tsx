import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import {
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  scrollToShow,
  tagAfterClosing,
  withHome,
  type Tag,
} from '../../domain/tags';
import { useTags, writeTags } from './tagStore';
import { useHomeTag, useTagTracking } from './useTagTracking';

/** Above MUI's snackbar (1400), under its tooltip (1500); the menu opens no dialog. */
const MENU_OVER_TOAST = 1401;

/**
 * The tag tabs above the page: one per opened page; close, close others, close all. The tabs
 * scroll inside their strip, the actions stay at its end; below `md` the strip is one "open
 * pages" menu.
 */
export function TagsBar({ home }: { home: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const homeTag = useHomeTag(home);
  useTagTracking(homeTag);
  const tags = withHome(useTags(), homeTag);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const chips = strip.current?.querySelectorAll<HTMLElement>('[data-value]') ?? [];
    const active = [...chips].find((chip) => chip.dataset.value === pathname);
    if (strip.current && active) strip.current.scrollLeft = scrollToShow(strip.current, active);
  }, [pathname, tags.length]);

  const go = (tag: Tag) => navigate(`${tag.value}${tag.query}`);
  const close = (tag: Tag) => {
    if (tag.value === pathname) navigate(tagAfterClosing(tags, tag.value, home));
    writeTags(closeTag(tags, tag.value, home));
  };
  const closeOthers = () => {
    writeTags(closeOtherTags(tags, pathname, home));
    setMenuAnchor(null);
  };
  const closeAll = () => {
    writeTags(closeAllTags(tags, home));
    setMenuAnchor(null);
    if (pathname !== home) navigate(home);
  };
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setMenuAnchor(event.currentTarget);
  };

  const actions = [
    <MenuItem key="others" onClick={closeOthers} data-testid="tags-close-others">
      {translate('app.chrome.tags.close_others')}
    </MenuItem>,
    <MenuItem key="all" onClick={closeAll} data-testid="tags-close-all">
      {translate('app.chrome.tags.close_all')}
    </MenuItem>,
  ];
  if (phone) {
    return (
      <Box component="nav" aria-label={translate('app.chrome.tags.label')} sx={{ pt: 1 }}>
        <Button
          size="small"
          color="inherit"
          endIcon={<ArrowDropDownIcon />}
          onClick={openMenu}
          data-testid="tags-actions"
          sx={{ minHeight: 44, textTransform: 'none' }}
        >
          {translate('app.chrome.tags.open_pages', { count: tags.length })}
        </Button>
        <Menu
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={() => setMenuAnchor(null)}
          // Above the 10-second work-order toast, which took this menu's clicks on a phone.
          sx={{ zIndex: MENU_OVER_TOAST }}
        >
          {tags.map((tag) => (
            <MenuItem
              key={tag.value}
              selected={tag.value === pathname}
              onClick={() => {
                setMenuAnchor(null);
                go(tag);
              }}
              data-testid="tag"
              data-value={tag.value}
            >
              {translate(tag.label)}
            </MenuItem>
          ))}
          <Divider />
          {actions}
        </Menu>
      </Box>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={translate('app.chrome.tags.label')}
      data-testid="tags-bar"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 1.5, minWidth: 0 }}
    >
      <Box
        ref={strip}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          flex: '1 1 0',
          minWidth: 0,
          py: 0.5,
          // The chips' offsetLeft is measured from the strip.
          position: 'relative',
        }}
      >
        {tags.map((tag) => (
          <Chip
            key={tag.value}
            label={translate(tag.label)}
            size="small"
            color={tag.value === pathname ? 'primary' : 'default'}
            variant={tag.value === pathname ? 'filled' : 'outlined'}
            onClick={() => go(tag)}
            onContextMenu={openMenu}
            onDelete={tag.value === home ? undefined : () => close(tag)}
            sx={{ flexShrink: 0 }}
            deleteIcon={<CloseIcon aria-label={translate('app.chrome.tags.close')} />}
            data-testid="tag"
            data-value={tag.value}
          />
        ))}
      </Box>
      <IconButton
        size="small"
        aria-label={translate('app.chrome.tags.actions')}
        onClick={openMenu}
        data-testid="tags-actions"
      >
        <MoreHorizIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        // Above the 10-second work-order toast, which took this menu's clicks on a phone.
        sx={{ zIndex: MENU_OVER_TOAST }}
      >
        {actions}
      </Menu>
    </Box>
  );
}
