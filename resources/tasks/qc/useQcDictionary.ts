import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';

/** The reason categories' labels from the server dictionary `qc_reason`, in the current language. */
export function useQcReasonLabels(): Record<string, string> {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['dictionary', 'qc_reason', locale],
    queryFn: () => dataProvider.getDictionary('qc_reason'),
    staleTime: Infinity,
  });
  return Object.fromEntries((data ?? []).map((item) => [item.dictKey, item.dictValue]));
}
