import type { appZh } from './appZh';

/** Same keys as the Chinese reference, any string values: a missing or extra key fails tsc. */
export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type AppCatalog = Widen<typeof appZh>;
