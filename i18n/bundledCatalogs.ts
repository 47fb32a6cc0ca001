import { en } from './en';
import type { CatalogSource } from './i18nProvider';
import { tr } from './tr';
import { zh } from './zh';

const CATALOGS = { zh, en, tr };

/** Every catalog in the bundle, answered at once: for tests and the bench's plain react-admin app. */
export const bundledCatalogs: CatalogSource = (language) => CATALOGS[language];
