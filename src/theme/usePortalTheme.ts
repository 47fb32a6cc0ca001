import type { RaThemeOptions } from 'react-admin';
import { theme } from '../theme';

/** The theme the user picked (the preferences work replaces this with the picker's choice). */
export function usePortalTheme(): RaThemeOptions {
  return theme;
}
