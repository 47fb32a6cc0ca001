import type { DesignTask } from '../../../dataProvider/wireTypes';
import { TaskSection } from '../shared/TaskSection';
import { QcInspectionView } from './QcInspectionView';

/**
 * The last inspection in the task detail, its design open in the viewer when a reason is
 * pinned. Without pins there is no viewer: it would only repeat CAD history's preview, and a
 * large design costs seconds of WebGL on a slow machine. The order's designer may appeal a
 * reason whose value at its pin meets the order.
 */
export function QcResultPanel({ task, designer }: { task: DesignTask; designer: boolean }) {
  const inspection = task.qcInspection;
  if (!inspection || inspection.reasons.length === 0) return null;
  return (
    <TaskSection titleKey="app.orders.qc.result.title" testId="qc-result">
      <QcInspectionView
        taskId={task.id}
        inspection={inspection}
        viewer="open"
        appealOrderNo={designer ? task.orderNo : undefined}
      />
    </TaskSection>
  );
}
