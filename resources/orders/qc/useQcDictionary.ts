import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useDictionary } from '../../../src/dictionaries/useDictionary';
import type { QcReason } from '../../../src/domain/qcReasons';

/** The reason categories' labels from the server dictionary `qc_reason`, in the current language. */
export function useQcReasonLabels(): Record<string, string> {
  const { data } = useDictionary('qc_reason');
  return Object.fromEntries((data ?? []).map((item) => [item.dictKey, item.dictValue]));
}

/** A reason's heading in the current language: "category · severity". */
export function useQcReasonTitle(): (reason: QcReason) => string {
  const translate = useTranslate();
  const labels = useQcReasonLabels();
  return useCallback(
    (reason: QcReason) =>
      `${labels[reason.category] ?? reason.category} · ${translate(`app.orders.qc.severity.${reason.severity}`)}`,
    [labels, translate],
  );
}
