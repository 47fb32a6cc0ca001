import { describe, expect, it } from 'vitest';
import { buildTheme, isHexColor, isThemeName, THEME_NAMES } from './themes';

type Look = { appBar: unknown; background: unknown; paper: unknown; sidebar: unknown };

function lookOf(name: (typeof THEME_NAMES)[number], primary = '#409EFF'): Look {
  const theme = buildTheme(name, primary);
  const appBar = theme.components?.MuiAppBar?.styleOverrides?.root as { backgroundColor: string };
  const sidebar = theme.components?.RaSidebar?.styleOverrides?.root as Record<
    string,
    { backgroundColor: string }
  >;
  return {
    appBar: appBar.backgroundColor,
    background: theme.palette?.background?.default,
    paper: theme.palette?.background?.paper,
    sidebar: sidebar['& .RaSidebar-fixed'].backgroundColor,
  };
}

describe('buildTheme', () => {
  it('has Saber’s six themes', () => {
    expect(THEME_NAMES).toEqual(['default', 'white', 'star', 'iview', 'd2', 'hey']);
  });

  it('gives every theme its own app bar, background and sidebar', () => {
    const looks = THEME_NAMES.map((name) => lookOf(name));
    for (const part of ['appBar', 'background', 'sidebar'] as const) {
      expect(new Set(looks.map((look) => look[part])).size).toBe(THEME_NAMES.length);
    }
  });

  it('uses the picked colour as primary in every theme, and for the default app bar', () => {
    for (const name of THEME_NAMES) {
      expect(buildTheme(name, '#F5222D').palette?.primary).toEqual({ main: '#F5222D' });
    }
    expect(lookOf('default', '#F5222D').appBar).toBe('#F5222D');
    expect(lookOf('white', '#F5222D').appBar).toBe('#ffffff');
  });
});

describe('isThemeName and isHexColor', () => {
  it('accept only known themes and #rgb / #rrggbb colours', () => {
    expect(isThemeName('d2')).toBe(true);
    expect(isThemeName('dark')).toBe(false);
    expect(isThemeName(null)).toBe(false);
    expect(['#409EFF', '#abc', '#a1b2c3'].every(isHexColor)).toBe(true);
    expect(['409EFF', '#abcd', 'red', '#ggg', ''].some(isHexColor)).toBe(false);
  });
});
