import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { QcInspectionView } from '../qc/QcInspectionView';
import { TASK_STATUS } from '../../../src/domain/taskStates';

const TO_REWORK: readonly string[] = [TASK_STATUS.unqualified, TASK_STATUS.qualityReturn];

/**
 * On a workbench card of an order failed or returned: why, as the task detail shows it. The
 * viewer opens on demand, so a page of cards does not download every design. An order judged
 * before structured reasons existed shows its reasons as the lines it has.
 */
export function TaskCardInspection({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  if (!TO_REWORK.includes(task.status)) return null;
  const inspection = task.qcInspection;
  const structured = inspection && inspection.reasons.length > 0;
  if (!structured && task.qcReasons.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="card-qc-result">
      <Typography variant="subtitle2" component="h3">
        {translate('app.orders.qc.result.title')}
      </Typography>
      {structured ? (
        <QcInspectionView taskId={task.id} inspection={inspection} viewer="onDemand" height={360} />
      ) : (
        <ul>
          {task.qcReasons.map((line) => (
            <Typography component="li" variant="body2" key={line} data-testid="qc-reason-line">
              {line}
            </Typography>
          ))}
        </ul>
      )}
    </Box>
  );
}
