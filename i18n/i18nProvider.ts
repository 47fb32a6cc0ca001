import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { isLanguage, LANGUAGES, type Language } from './languages';
import type { Catalog } from './zh';

/** A language's catalog: at once, or downloaded when the user switches to it. */
export type CatalogSource = (language: Language) => Catalog | Promise<Catalog>;

interface I18nOptions {
  initialLanguage: Language;
  /** Must answer `initialLanguage` at once: react-admin renders with it before anything else. */
  catalogs: CatalogSource;
  /** Runs after every switch: persistence, <html lang>, telling the server. */
  onLanguageChange: (language: Language) => Promise<void> | void;
}

export function createI18nProvider({
  initialLanguage,
  catalogs,
  onLanguageChange,
}: I18nOptions): I18nProvider {
  const base = polyglotI18nProvider(
    (locale) => catalogs(isLanguage(locale) ? locale : 'zh'),
    initialLanguage,
    [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
      { locale: 'tr', name: 'Türkçe' },
    ],
  );
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      if (isLanguage(locale)) await onLanguageChange(locale);
    },
  };
}

/** `?language=` on any page wins over the stored choice (SPEC §1). */
export function pickInitialLanguage(search: string, stored: Language): Language {
  const fromQuery = new URLSearchParams(search).get('language');
  return isLanguage(fromQuery) ? fromQuery : stored;
}

export { LANGUAGES };
