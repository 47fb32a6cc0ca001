import { useDictionary } from '../../../src/components/useDictionary';

/** The reason categories' labels from the server dictionary `qc_reason`, in the current language. */
export function useQcReasonLabels(): Record<string, string> {
  const { data } = useDictionary('qc_reason');
  return Object.fromEntries((data ?? []).map((item) => [item.dictKey, item.dictValue]));
}
