import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST } from './contrast';
import { buildTheme, isHexColor, isThemeName, THEME_NAMES } from './themes';
import { COARSE_POINTER, TOUCH_TARGET } from './touchTargets';

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
      expect(buildTheme(name, '#212121').palette?.primary).toEqual({ main: '#212121' });
    }
    expect(lookOf('default', '#212121').appBar).toBe('#212121');
    expect(lookOf('white', '#212121').appBar).toBe('#ffffff');
  });

  it('darkens a picked colour that white text or the page could not be read on (WCAG AA)', () => {
    for (const name of THEME_NAMES) {
      const look = lookOf(name, '#409EFF');
      const primary = (buildTheme(name, '#409EFF').palette?.primary as { main: string }).main;
      for (const background of [look.background, look.paper, '#ffffff']) {
        expect(contrastRatio(primary, String(background))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
    expect(lookOf('default', '#409EFF').appBar).toBe('#2d6fb3');
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

describe('touch targets', () => {
  // Each control a finger aims at, and the style that makes it 44 px under a coarse pointer.
  const CONTROLS = [
    'MuiButton',
    'MuiIconButton',
    'MuiToggleButton',
    'MuiCheckbox',
    'MuiRadio',
    'MuiSwitch',
    'MuiPaginationItem',
    'MuiTab',
    'MuiChip',
    'MuiMenuItem',
  ] as const;

  it('sizes every control for a finger, only under a coarse pointer', () => {
    const components = buildTheme('default', '#409EFF').components ?? {};
    for (const name of CONTROLS) {
      const overrides = components[name]?.styleOverrides as Record<string, object> | undefined;
      expect(overrides, name).toBeDefined();
      const touch = Object.values(overrides ?? {}).map(
        (slot) => (slot as Record<string, unknown>)[COARSE_POINTER],
      );
      expect(touch.some(Boolean), name).toBe(true);
      for (const slot of Object.values(overrides ?? {})) {
        expect(Object.keys(slot), name).toEqual([COARSE_POINTER]);
      }
    }
  });

  it('gives a checkbox or radio 44 px: its 24 px icon and the padding on each side', () => {
    const components = buildTheme('default', '#409EFF').components ?? {};
    for (const name of ['MuiCheckbox', 'MuiRadio'] as const) {
      const root = components[name]?.styleOverrides?.root as Record<string, { padding: number }>;
      expect(24 + 2 * root[COARSE_POINTER].padding).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
  });
});

describe('buildTheme in the user’s language', () => {
  type LabelOf = (type: 'first' | 'last' | 'next' | 'previous') => string;
  const components = (language: 'zh' | 'en' | 'tr') =>
    buildTheme('default', '#409EFF', language).components;
  const nextPageLabel = (language: 'zh' | 'tr') =>
    (
      components(language)?.MuiTablePagination?.defaultProps as { getItemAriaLabel: LabelOf }
    ).getItemAriaLabel('next');

  it('gives MUI’s own texts (pagination arrows, autocomplete) in zh and tr, MUI’s English in en', () => {
    expect([nextPageLabel('zh'), nextPageLabel('tr')]).toEqual(['下一页', 'Sonraki sayfaya git']);
    const autocomplete = components('tr')?.MuiAutocomplete?.defaultProps as {
      noOptionsText: string;
    };
    expect(autocomplete.noOptionsText).toBe('Seçenek yok');
    expect(components('en')?.MuiTablePagination).toBeUndefined();
  });
});
