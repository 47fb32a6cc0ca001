import { authProvider } from '../dataProvider';
import { getStoredLanguage, storeLanguage } from '../dataProvider/language';
import { createI18nProvider, pickInitialLanguage } from '../i18n/i18nProvider';
import type { Language } from '../i18n/languages';

function applyLanguage(language: Language) {
  storeLanguage(language);
  document.documentElement.lang = language;
}

const initialLanguage = pickInitialLanguage(window.location.search, getStoredLanguage());
applyLanguage(initialLanguage);

export const i18nProvider = createI18nProvider({
  initialLanguage,
  onLanguageChange: async (language) => {
    applyLanguage(language);
    if (authProvider.isLoggedIn()) await authProvider.changeLanguage(language);
  },
});
