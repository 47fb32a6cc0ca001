import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { storageKeys } from './storageKeys';

/** The language the user picked last (localStorage saber-language), 'zh' when none. */
export function getStoredLanguage(): Language {
  const stored = localStorage.getItem(storageKeys.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(storageKeys.language, language);
}
