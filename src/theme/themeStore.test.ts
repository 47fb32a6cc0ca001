import { describe, expect, it, vi } from 'vitest';
import { createThemeStore } from './themeStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('createThemeStore', () => {
  it('starts with the default theme and #409EFF', () => {
    expect(createThemeStore(memoryStorage()).get()).toEqual({
      themeName: 'default',
      color: '#409EFF',
    });
  });

  it('reads what was stored, ignoring unknown values', () => {
    const stored = memoryStorage({ 'saber-themeName': 'hey', 'saber-colorName': '#13c2c2' });
    expect(createThemeStore(stored).get()).toEqual({ themeName: 'hey', color: '#13C2C2' });
    const garbage = memoryStorage({ 'saber-themeName': 'dark', 'saber-colorName': 'red' });
    expect(createThemeStore(garbage).get()).toEqual({ themeName: 'default', color: '#409EFF' });
  });

  it('stores a change, tells the subscribers and gives a new snapshot', () => {
    const storage = memoryStorage();
    const store = createThemeStore(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();

    store.setThemeName('star');
    store.setColor('#6959cd');
    expect(store.get()).toEqual({ themeName: 'star', color: '#6959CD' });
    expect(store.get()).not.toBe(before);
    expect(storage.values.get('saber-themeName')).toBe('star');
    expect(storage.values.get('saber-colorName')).toBe('#6959CD');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.setThemeName('d2');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot and stays quiet for no change or an invalid colour', () => {
    const store = createThemeStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    store.setThemeName('default');
    store.setColor('#409eff');
    store.setColor('not a colour');
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});
