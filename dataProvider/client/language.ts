import type { Language } from '../types';
import { storageKeys } from './storageKeys';

const LANGUAGES: readonly Language[] = ['zh', 'en', 'tr'];

/** The language the user picked last (localStorage saber-language), 'zh' when none. */
export function getStoredLanguage(): Language {
  const stored = localStorage.getItem(storageKeys.language);
  return LANGUAGES.find((language) => language === stored) ?? 'zh';
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(storageKeys.language, language);
}
