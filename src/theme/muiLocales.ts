import { enUS, trTR, zhCN, type Localization } from '@mui/material/locale';
import type { RaThemeOptions } from 'react-admin';
import type { Language } from '../../i18n/languages';

/**
 * MUI's own texts (pagination arrows, autocomplete's "no options", alert's close, ...) in the
 * user's language: react-admin translates them where it renders MUI itself, but not all of them
 * (its phone pagination leaves the arrows' labels to MUI, in English).
 */
const MUI_LOCALES: Record<Language, Localization> = { zh: zhCN, en: enUS, tr: trTR };

type ThemeComponents = NonNullable<RaThemeOptions['components']>;

/**
 * The theme's components with MUI's texts in `language` added to their default props; a default
 * prop the theme sets itself (react-admin's `fullWidth` autocomplete, ...) is kept beside them.
 */
export function withMuiTexts(components: ThemeComponents, language: Language): ThemeComponents {
  const texts: Record<string, { defaultProps?: object }> = MUI_LOCALES[language].components ?? {};
  const merged: Record<string, unknown> = { ...components };
  for (const [name, text] of Object.entries(texts)) {
    const own = (components as Record<string, { defaultProps?: object } | undefined>)[name];
    merged[name] = { ...own, defaultProps: { ...text.defaultProps, ...own?.defaultProps } };
  }
  return merged as ThemeComponents;
}
