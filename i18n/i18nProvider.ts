import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from './en';
import { isLanguage, LANGUAGES, type Language } from './languages';
import { tr } from './tr';
import { zh } from './zh';

const catalogs = { zh, en, tr };

interface I18nOptions {
  initialLanguage: Language;
  /** Runs after every switch: persistence, <html lang>, telling the server. */
  onLanguageChange: (language: Language) => Promise<void> | void;
}

export function createI18nProvider({
  initialLanguage,
  onLanguageChange,
}: I18nOptions): I18nProvider {
  const base = polyglotI18nProvider(
    (locale) => catalogs[isLanguage(locale) ? locale : 'zh'],
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
