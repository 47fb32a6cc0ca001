import { appTr } from './appTr';
import type { Catalog } from './zh';
import { raTr } from './ra/tr';

export const tr = { ra: raTr, app: appTr } satisfies Catalog;
