import type { DesignTask } from '../../../dataProvider/wireTypes';
import { reasonLine } from '../../../src/domain/qcReasons';
import { useQcReasonLabels } from './useQcDictionary';

/**
 * The last inspection's reasons as lines, the category in the user's language (from its code),
 * the inspector's words as typed; an order judged before structured reasons keeps its lines.
 */
export function QcReasonLines({ task }: { task: DesignTask }) {
  const labels = useQcReasonLabels();
  const structured = task.qcInspection?.reasons ?? [];
  const lines =
    structured.length > 0
      ? structured.map((reason) => reasonLine(reason, (category) => labels[category] ?? ''))
      : task.qcReasons;
  return (
    <ul>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
