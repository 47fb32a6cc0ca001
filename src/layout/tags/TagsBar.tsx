import { useState, type MouseEvent } from 'react';
import { Box, Chip, IconButton, Menu, MenuItem } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  tagAfterClosing,
  withHome,
  type Tag,
} from '../../domain/tags';
import { useTags, writeTags } from './tagStore';
import { useHomeTag, useTagTracking } from './useTagTracking';

/** The tag tabs above the page: one per opened page; close, close others, close all. */
export function TagsBar({ home }: { home: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const homeTag = useHomeTag(home);
  useTagTracking(homeTag);
  const tags = withHome(useTags(), homeTag);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

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

  return (
    <Box
      component="nav"
      aria-label={translate('app.chrome.tags.label')}
      data-testid="tags-bar"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', flexGrow: 1, py: 0.5 }}>
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
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={closeOthers} data-testid="tags-close-others">
          {translate('app.chrome.tags.close_others')}
        </MenuItem>
        <MenuItem onClick={closeAll} data-testid="tags-close-all">
          {translate('app.chrome.tags.close_all')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
