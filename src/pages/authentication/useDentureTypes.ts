import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';

/** The denture_type dictionary in the current language, and the label of a key. */
export function useDentureTypes() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [locale] = useLocaleState();
  const { data = [] } = useQuery({
    queryKey: ['dictionary', 'denture_type', locale],
    queryFn: () => dataProvider.getDictionary('denture_type'),
  });
  const labelOf = (key: string) => data.find((item) => item.dictKey === key)?.dictValue ?? key;
  return { items: data, labelOf };
}
