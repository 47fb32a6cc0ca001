import { useState } from 'react';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, type Theme } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuItemLink, useSidebarState, useTranslate } from 'react-admin';
import type { MenuNode } from '../../../dataProvider/wireTypes';
import { menuTarget } from '../../domain/menuAccess';
import { iframePath } from '../../routes/paths';
import { MenuIcon } from './menuIcons';

/** react-admin's MenuItemLink gives its icon this width (MUI's MenuItem 36 px): all line up. */
const LINK_ICON = { '& .MuiListItemIcon-root': { minWidth: (theme: Theme) => theme.spacing(5) } };

/**
 * In the open sidebar a long label (English, Turkish: "Qualification certification") takes a
 * second line instead of being cut with an ellipsis; the icon-only sidebar keeps one line.
 */
const labelLines = (sidebarOpen: boolean) =>
  sidebarOpen
    ? {
        ...LINK_ICON,
        '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'break-word' },
      }
    : LINK_ICON;

interface MenuTreeProps {
  nodes: readonly MenuNode[];
  depth?: number;
  /** While searching every group is shown open. */
  expandAll: boolean;
}

/**
 * The server's menu tree: groups collapse and expand, leaves route, external pages open. A
 * navigation of links and toggle buttons, each reached with Tab (not an ARIA menu, whose items
 * would need a parent menu and arrow keys).
 */
export function MenuTree({ nodes, depth = 0, expandAll }: MenuTreeProps) {
  return (
    <>
      {nodes.map((node) =>
        node.children && node.children.length > 0 ? (
          <MenuGroup key={node.id} node={node} depth={depth} expandAll={expandAll} />
        ) : (
          <MenuLeaf key={node.id} node={node} depth={depth} />
        ),
      )}
    </>
  );
}

function MenuGroup({
  node,
  depth,
  expandAll,
}: {
  node: MenuNode;
  depth: number;
  expandAll: boolean;
}) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useState(false);
  const open = expanded || expandAll;
  return (
    <>
      <MenuItem
        component="button"
        role="button"
        tabIndex={0}
        onClick={() => setExpanded(!open)}
        aria-expanded={open}
        data-menu-code={node.code}
        // A <button> centres its text by default: the group's label lines up with the links'.
        sx={{
          pl: sidebarOpen ? 2 + depth * 2 : 2,
          width: '100%',
          textAlign: 'start',
          ...labelLines(sidebarOpen),
        }}
      >
        <ListItemIcon>
          <MenuIcon source={node.source} />
        </ListItemIcon>
        <ListItemText slotProps={{ primary: { noWrap: true } }}>{node.name}</ListItemText>
        {open ? (
          <ExpandLess fontSize="small" aria-label={translate('app.chrome.menu.collapse')} />
        ) : (
          <ExpandMore fontSize="small" aria-label={translate('app.chrome.menu.expand')} />
        )}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding component="div">
          <MenuTree nodes={node.children ?? []} depth={depth + 1} expandAll={expandAll} />
        </List>
      </Collapse>
    </>
  );
}

function MenuLeaf({ node, depth }: { node: MenuNode; depth: number }) {
  const [sidebarOpen] = useSidebarState();
  const target = menuTarget(node);
  const sx = { pl: sidebarOpen ? 2 + depth * 2 : 2, ...labelLines(sidebarOpen) };
  const icon = <MenuIcon source={node.source} />;
  if (target.kind === 'window') {
    return (
      <MenuItem
        component="a"
        role="link"
        tabIndex={0}
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        sx={sx}
        data-menu-code={node.code}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText slotProps={{ primary: { noWrap: true } }}>{node.name}</ListItemText>
      </MenuItem>
    );
  }
  return (
    <MenuItemLink
      role="link"
      to={target.kind === 'iframe' ? iframePath(target.menuId) : target.to}
      primaryText={<span>{node.name}</span>}
      leftIcon={icon}
      sx={sx}
      data-menu-code={node.code}
    />
  );
}
