import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { RaThemeOptions, Store } from 'react-admin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { themeStore, type ThemePrefs } from './themeStore';
import { buildTheme } from './themes';

/** The picked theme and colour; re-renders on every change. */
export function useThemePrefs(): ThemePrefs {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
}

/**
 * The language react-admin keeps in its store (`locale`), read outside <Admin>: the theme is
 * made there, and MUI's own texts follow the language with it.
 */
function useStoredLanguage(store: Store): Language {
  const subscribe = useCallback(
    (changed: () => void) => store.subscribe('locale', changed),
    [store],
  );
  const read = () => {
    const value: unknown = store.getItem('locale');
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** The react-admin theme of the user's choice and language, for <Admin theme>. */
export function usePortalTheme(store: Store): RaThemeOptions {
  const { themeName, color } = useThemePrefs();
  const language = useStoredLanguage(store);
  return useMemo(() => buildTheme(themeName, color, language), [themeName, color, language]);
}
