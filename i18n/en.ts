import englishMessages from 'ra-language-english';
import { appEn } from './appEn';
import type { Catalog } from './zh';

export const en = { ra: englishMessages.ra, app: appEn } satisfies Catalog;
