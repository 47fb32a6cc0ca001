import type { Components, Theme } from '@mui/material';

/** A touch screen: a finger, not a mouse, aims at the controls. */
export const COARSE_POINTER = '@media (pointer: coarse)';
/** WCAG 2.5.5's target size: what a thumb hits without touching the neighbour (issue 27). */
export const TOUCH_TARGET = 44;

const AT_LEAST = { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET };

/**
 * A link that stands alone (an order number in a list, "open the original file"), not inside a
 * sentence: at least WCAG 2.5.8's 24 px with a mouse, 44 px under a finger (issue 40, point 19:
 * the ledger's order links and the viewer's file link were 14 px tall).
 */
export const STANDALONE_LINK = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
  [COARSE_POINTER]: { minHeight: TOUCH_TARGET },
} as const;

/**
 * On a touch screen every control a finger aims at is at least 44 x 44 px: buttons, icon and
 * toggle buttons (the viewer's toolbar), the hit areas of checkboxes, radios and switches,
 * pagination items, tabs, clickable chips and menu items. A mouse keeps MUI's sizes.
 */
export const TOUCH_TARGETS: Components<Omit<Theme, 'components'>> = {
  MuiButton: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: TOUCH_TARGET } } } },
  MuiIconButton: { styleOverrides: { root: { [COARSE_POINTER]: AT_LEAST } } },
  MuiToggleButton: { styleOverrides: { root: { [COARSE_POINTER]: AT_LEAST } } },
  // 24 px icon + 2 x 10 px padding (MUI: 9).
  MuiCheckbox: { styleOverrides: { root: { [COARSE_POINTER]: { padding: 10 } } } },
  MuiRadio: { styleOverrides: { root: { [COARSE_POINTER]: { padding: 10 } } } },
  // The thumb's hit area grows to 44 px; the track keeps its size, centred in a larger root.
  MuiSwitch: {
    styleOverrides: {
      root: { [COARSE_POINTER]: { width: 64, height: 44, padding: 15 } },
      switchBase: { [COARSE_POINTER]: { padding: 12 } },
    },
  },
  // The thumb a finger drags (an opacity, issue 40: 12 x 12 px) is WCAG 2.5.8's 24 px at least.
  MuiSlider: {
    styleOverrides: { thumb: { [COARSE_POINTER]: { width: 24, height: 24 } } },
  },
  MuiPaginationItem: {
    styleOverrides: { root: { [COARSE_POINTER]: { ...AT_LEAST, height: TOUCH_TARGET } } },
  },
  MuiTab: { styleOverrides: { root: { [COARSE_POINTER]: AT_LEAST } } },
  MuiChip: {
    styleOverrides: {
      root: { [COARSE_POINTER]: { '&.MuiChip-clickable': { height: TOUCH_TARGET } } },
    },
  },
  MuiMenuItem: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: TOUCH_TARGET } } } },
};
