import type { Language } from './languages';
import { zh, type Catalog } from './zh';

/**
 * The portal's catalogs: Chinese, the default, is part of the entry; English and Turkish are
 * chunks of their own, downloaded only by a page that shows them (issue 9: a light entry).
 */
export function loadCatalog(language: Language): Catalog | Promise<Catalog> {
  switch (language) {
    case 'zh':
      return zh;
    case 'en':
      return import('./en').then((m) => m.en);
    case 'tr':
      return import('./tr').then((m) => m.tr);
  }
}
