import { storageKeys } from '../../dataProvider/client/storageKeys';
import { DEFAULT_COLOR, DEFAULT_THEME, isHexColor, isThemeName, type ThemeName } from './themes';

export interface ThemePrefs {
  themeName: ThemeName;
  color: string;
}

export interface ThemeStore {
  /** The same object until a change, as useSyncExternalStore needs. */
  get(): ThemePrefs;
  setThemeName(themeName: ThemeName): void;
  setColor(color: string): void;
  subscribe(listener: () => void): () => void;
}

type PrefsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The picked theme and colour, kept in localStorage (saber-themeName, saber-colorName). */
export function createThemeStore(storage: PrefsStorage): ThemeStore {
  const listeners = new Set<() => void>();
  let prefs = read(storage);

  const update = (next: ThemePrefs) => {
    if (next.themeName === prefs.themeName && next.color === prefs.color) return;
    prefs = next;
    storage.setItem(storageKeys.themeName, next.themeName);
    storage.setItem(storageKeys.colorName, next.color);
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => prefs,
    setThemeName: (themeName) => update({ ...prefs, themeName }),
    setColor: (color) => {
      if (isHexColor(color)) update({ ...prefs, color: color.toUpperCase() });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function read(storage: PrefsStorage): ThemePrefs {
  const themeName = storage.getItem(storageKeys.themeName);
  const color = storage.getItem(storageKeys.colorName);
  return {
    themeName: isThemeName(themeName) ? themeName : DEFAULT_THEME,
    color: isHexColor(color) ? color.toUpperCase() : DEFAULT_COLOR,
  };
}

/** The app's one theme store (storage is absent only when the module is loaded outside a browser). */
export const themeStore = createThemeStore(
  typeof localStorage === 'undefined' ? memoryStorage() : localStorage,
);

function memoryStorage(): PrefsStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, value),
  };
}
