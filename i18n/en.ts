import englishMessages from 'ra-language-english';
import { appEn } from './appEn';
import { chromeEn } from './chrome/en';
import { prefsEn } from './prefs/en';
import { viewerEn } from './viewer/en';
import type { Catalog } from './zh';

export const en = {
  ra: englishMessages.ra,
  app: { ...appEn, chrome: chromeEn, prefs: prefsEn, viewer: viewerEn },
} satisfies Catalog;
