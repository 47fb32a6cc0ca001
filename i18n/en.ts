import englishMessages from 'ra-language-english';
import { appEn } from './appEn';
import { chromeEn } from './chrome/en';
import { prefsEn } from './prefs/en';
import { uploadEn } from './upload/en';
import type { Catalog } from './zh';

export const en = {
  ra: englishMessages.ra,
  app: { ...appEn, chrome: chromeEn, prefs: prefsEn, upload: uploadEn },
} satisfies Catalog;
