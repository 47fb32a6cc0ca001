import { useDictionary } from './useDictionary';

/** The denture_type dictionary in the current language, and the label of a key. */
export function useDentureTypes() {
  const { data = [] } = useDictionary('denture_type');
  const labelOf = (key: string) => data.find((item) => item.dictKey === key)?.dictValue ?? key;
  return { items: data, labelOf };
}
