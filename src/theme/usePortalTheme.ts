import { useMemo, useSyncExternalStore } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { themeStore, type ThemePrefs } from './themeStore';
import { buildTheme } from './themes';

/** The picked theme and colour; re-renders on every change. */
export function useThemePrefs(): ThemePrefs {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
}

/** The react-admin theme of the user's choice, for <Admin theme>. */
export function usePortalTheme(): RaThemeOptions {
  const { themeName, color } = useThemePrefs();
  return useMemo(() => buildTheme(themeName, color), [themeName, color]);
}
