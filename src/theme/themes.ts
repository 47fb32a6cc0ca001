import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { readableShade } from './contrast';
import { withMuiTexts } from './muiLocales';
import { TOUCH_TARGETS } from './touchTargets';

/** Saber's themes (docs/CONTRACT.md, "Client-side state"). */
export const THEME_NAMES = ['default', 'white', 'star', 'iview', 'd2', 'hey'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'default';
export const DEFAULT_COLOR = '#409EFF';
/** Saber's colour swatches. */
export const COLOR_SWATCHES = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
] as const;

/** What tells one theme from another; `primary` stands for the user's colour. */
interface ThemeLook {
  appBar: string | 'primary';
  appBarText: string;
  background: string;
  paper: string;
  sidebar: string;
  sidebarText: string;
}

const LOOKS: Record<ThemeName, ThemeLook> = {
  default: {
    appBar: 'primary',
    appBarText: '#ffffff',
    background: '#f0f2f5',
    paper: '#ffffff',
    sidebar: '#20222a',
    sidebarText: '#c0c4cc',
  },
  white: {
    appBar: '#ffffff',
    appBarText: '#303133',
    background: '#f5f7fa',
    paper: '#ffffff',
    sidebar: '#ffffff',
    sidebarText: '#303133',
  },
  star: {
    appBar: '#1f1d4d',
    appBarText: '#ffffff',
    background: '#e9e6f7',
    paper: '#fbfaff',
    sidebar: '#2a2766',
    sidebarText: '#dcd8ff',
  },
  iview: {
    appBar: '#515a6e',
    appBarText: '#ffffff',
    background: '#f5f7f9',
    paper: '#ffffff',
    sidebar: '#191a23',
    sidebarText: '#c3c9d4',
  },
  d2: {
    appBar: '#ebf1f6',
    appBarText: '#2f3a45',
    background: '#dfe7ef',
    paper: '#fafcfe',
    sidebar: '#e4ecf3',
    sidebarText: '#2f3a45',
  },
  hey: {
    appBar: '#263238',
    appBarText: '#ffffff',
    background: '#eceff1',
    paper: '#fffdf8',
    sidebar: '#37474f',
    sidebarText: '#eceff1',
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** `#rgb` or `#rrggbb`, what <input type="color"> and the swatches give. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** The class of the phone's menu drawer (src/layout/Sidebar.tsx): it takes the sidebar's look. */
export const MENU_DRAWER_CLASS = 'PortalMenuDrawer';

/**
 * A person who asks their system for less motion gets none: spinners, fades, slides and ripples
 * stand still (WCAG 2.3.3). MUI's transitions still wait their time in script, so nothing
 * appears earlier than it would; it only stops moving.
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
    // Once still, an indeterminate bar would have no width: it shows half the track instead.
    '.MuiLinearProgress-bar1Indeterminate': { right: '50%' },
  },
};

/** The sidebar's colours, for whatever the menu holds (groups, the menu search). */
function sidebarLook(look: ThemeLook) {
  return {
    backgroundColor: look.sidebar,
    color: look.sidebarText,
    '& .MuiListItemIcon-root, & .MuiInputBase-root, & .MuiInputAdornment-root, & .MuiListSubheader-root':
      { color: 'inherit', backgroundColor: 'transparent' },
    '& .MuiListItemText-secondary': { color: 'inherit', opacity: 0.7 },
    '& .MuiInputBase-input::placeholder': { color: 'inherit', opacity: 0.6 },
    '& .MuiInput-root::before, & .MuiFilledInput-root::before, & .MuiOutlinedInput-notchedOutline':
      { borderColor: 'currentColor', opacity: 0.4 },
  };
}

/** The react-admin theme of a Saber theme with the user's primary colour. */
export function buildTheme(
  name: ThemeName,
  color: string,
  language: Language = DEFAULT_LANGUAGE,
): RaThemeOptions {
  const look = LOOKS[name];
  // Primary text and white text on primary (app bar, contained buttons) stay legible whatever
  // colour the user picks; the sidebar's active item gets its own shade for the sidebar.
  const primary = readableShade(color, [look.background, look.paper, '#ffffff']);
  const activeMenuItem = readableShade(color, [look.sidebar]);
  const onPage = (main: string) => ({
    main: readableShade(main, [look.background, look.paper, '#ffffff']),
  });
  const appBar = look.appBar === 'primary' ? primary : look.appBar;
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      mode: 'light',
      primary: { main: primary },
      // MUI's status colours, as text on the page and under white text (chips, buttons).
      error: onPage('#d32f2f'),
      warning: onPage('#ed6c02'),
      info: onPage('#0288d1'),
      success: onPage('#2e7d32'),
      background: { default: look.background, paper: look.paper },
    },
    components: withMuiTexts(
      {
        ...defaultTheme.components,
        // A long unbroken text (a file name, a pasted link) wraps instead of widening the page.
        MuiCssBaseline: {
          styleOverrides: { body: { overflowWrap: 'anywhere' }, ...REDUCED_MOTION },
        },
        // Not inside a control's label: squeezed in a row, "Compute deviation" broke into
        // "COMPUT/E/DEVIATIO/N" (issue 39); a label keeps its words and the row makes room.
        MuiButtonBase: { styleOverrides: { root: { overflowWrap: 'normal' } } },
        // In a list's table that rule let columns shrink until "¥1,000.00", an order number or a
        // header broke mid-word: there words break at spaces only, cells are padded 8 px a side
        // (16 at the row's edges) so that a dozen columns fit a laptop's page, and a table wider
        // than the page scrolls in its own box, the list's filters and export staying in view.
        RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
        // An empty list's "No Withdrawals yet." was text.disabled on the page, 2.63:1 (issue 40's
        // sweep, a main account's withdrawals and deductions): secondary text reads at 4.5:1.
        RaEmpty: {
          styleOverrides: {
            root: ({ theme }: { theme: Theme }) => ({
              '& .RaEmpty-message': { color: theme.palette.text.secondary },
            }),
          },
        },
        RaDataTable: {
          styleOverrides: {
            root: {
              '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
              '& .MuiTableCell-root': { overflowWrap: 'normal', paddingLeft: 8, paddingRight: 8 },
              // A header wraps at spaces only: a Chinese one broke per character (issue 39).
              '& .MuiTableCell-head': { wordBreak: 'keep-all' },
              '& .MuiTableCell-root:first-of-type': { paddingLeft: 16 },
              '& .MuiTableCell-root:last-of-type': { paddingRight: 16 },
            },
          },
        },
        // The same in the portal's own tables (qualification, design sheet, files): "Attemp|ts"
        // and "患者姓|名" broke there (issue 40, point 22).
        MuiTableCell: {
          styleOverrides: { root: { overflowWrap: 'normal' }, head: { wordBreak: 'keep-all' } },
        },
        ...TOUCH_TARGETS,
        MuiAppBar: {
          styleOverrides: {
            root: { backgroundColor: appBar, color: look.appBarText, backgroundImage: 'none' },
          },
        },
        RaSidebar: { styleOverrides: { root: { '& .RaSidebar-fixed': sidebarLook(look) } } },
        // The phone's menu drawer is the sidebar's menu on the sidebar's colours: on the drawer's
        // white paper the sidebar's pale text looked disabled (issue 40: 1.75:1).
        MuiDrawer: {
          styleOverrides: {
            root: { [`&.${MENU_DRAWER_CLASS} .MuiDrawer-paper`]: sidebarLook(look) },
          },
        },
        RaMenuItemLink: {
          styleOverrides: {
            root: {
              color: look.sidebarText,
              '& .RaMenuItemLink-icon': { color: look.sidebarText },
              '&.RaMenuItemLink-active, &.RaMenuItemLink-active .RaMenuItemLink-icon': {
                color: activeMenuItem,
              },
            },
          },
        },
      },
      language,
    ),
  };
}
