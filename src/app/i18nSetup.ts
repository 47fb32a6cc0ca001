import { localStorageStore, type I18nProvider } from 'react-admin';
import { authProvider } from './portal';
import { getStoredLanguage, storeLanguage } from '../../dataProvider/client/language';
import { createI18nProvider, pickInitialLanguage } from '../../i18n/i18nProvider';
import type { Language } from '../../i18n/languages';
import { loadCatalog } from '../../i18n/loadCatalog';
import { linkManifest } from '../pwa/appManifest';

function applyLanguage(language: Language) {
  storeLanguage(language);
  document.documentElement.lang = language;
  linkManifest(language);
}

const storedLanguage = getStoredLanguage();
const initialLanguage = pickInitialLanguage(window.location.search, storedLanguage);
applyLanguage(initialLanguage);

/**
 * react-admin's store, whose `locale` would otherwise win over the page's `?language=` once the
 * user has picked a language in the dropdown: it starts as this page load's language.
 */
export const store = localStorageStore();
store.setItem('locale', initialLanguage);

/**
 * Resolves once the server knows the language of this page load: a `?language=` that differs
 * from the session's language is sent like a switch, so that server texts (menus) follow it.
 */
export const serverLanguageReady: Promise<void> =
  initialLanguage !== storedLanguage && authProvider.isLoggedIn()
    ? authProvider.changeLanguage(initialLanguage).catch(() => undefined)
    : Promise.resolve();

/**
 * The i18n provider, once this page's catalog is here: Chinese is in the entry, an English or
 * Turkish page downloads its chunk first. Not a top-level await: that chunk imports modules of
 * the entry, which would wait for each other.
 */
export const i18nProviderReady: Promise<I18nProvider> = Promise.resolve(
  loadCatalog(initialLanguage),
).then((initialCatalog) =>
  createI18nProvider({
    initialLanguage,
    catalogs: (language) => (language === initialLanguage ? initialCatalog : loadCatalog(language)),
    onLanguageChange: async (language) => {
      applyLanguage(language);
      if (authProvider.isLoggedIn()) await authProvider.changeLanguage(language);
    },
  }),
);
