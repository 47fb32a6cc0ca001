import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { Language, PortalDataProvider } from '../../dataProvider/types';
import type { DictItem } from '../../dataProvider/wireTypes';
import type { ReasonDictionary } from '../domain/reasonCodes';

/** Dictionaries the portal shows values of (seeded in zh, en and tr by the fake API). */
export type DictionaryCode =
  'product_name' | 'material' | 'product_unit' | 'denture_type' | 'qc_reason' | ReasonDictionary;

/** One dictionary in the user's language: fetched once per code and language, then cached. */
export function useDictionary(code: DictionaryCode) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  return useQuery(dictionaryQuery(dataProvider, code, locale));
}

function dictionaryQuery(
  dataProvider: Pick<PortalDataProvider, 'getDictionary'>,
  code: DictionaryCode,
  locale: string,
) {
  return {
    queryKey: ['dictionary', code, locale],
    queryFn: () => dataProvider.getDictionary(code, locale as Language),
    staleTime: Infinity,
    retry: false,
  };
}

/** The dictionaries of the order fields, those `useTaskValueLabels` reads. */
const TASK_VALUE_DICTIONARIES = [
  'product_name',
  'material',
  'product_unit',
  'denture_type',
] as const;

/**
 * Asks for the order fields' dictionaries as a page of orders mounts, beside its list call: the
 * cards then find them cached instead of each rendering again as every one arrives (issue 27).
 */
export function usePrefetchTaskDictionaries(): void {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  useEffect(
    () => prefetchDictionaries(queryClient, dataProvider, locale),
    [queryClient, dataProvider, locale],
  );
}

function prefetchDictionaries(
  queryClient: QueryClient,
  dataProvider: Pick<PortalDataProvider, 'getDictionary'>,
  locale: string,
): void {
  for (const code of TASK_VALUE_DICTIONARIES) {
    void queryClient.prefetchQuery(dictionaryQuery(dataProvider, code, locale));
  }
}

/**
 * value → its label in the user's language. A value the dictionary does not hold (or a failed
 * call) shows as it is; while the dictionary loads nothing shows, so that an English page never
 * flashes the Chinese value.
 */
export function useDictionaryLabel(code: DictionaryCode): (value: string) => string {
  const { data, isPending } = useDictionary(code);
  if (isPending) return () => '';
  return dictionaryLabel(data ?? []);
}

export function dictionaryLabel(items: readonly DictItem[]): (value: string) => string {
  const labels = new Map(items.map((item) => [item.dictKey, item.dictValue]));
  return (value) => labels.get(value) ?? value;
}

/** The labels of the order fields that carry dictionary values (product, material, unit, type). */
export function useTaskValueLabels(): (field: string, value: string) => string {
  const product = useDictionaryLabel('product_name');
  const material = useDictionaryLabel('material');
  const unit = useDictionaryLabel('product_unit');
  const dentureType = useDictionaryLabel('denture_type');
  const byField: Record<string, (value: string) => string> = {
    productName: product,
    material,
    unit,
    dentureType,
  };
  return (field, value) => byField[field]?.(value) ?? value;
}
