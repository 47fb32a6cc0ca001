import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useTaskValueLabels } from '../../../src/dictionaries/useDictionary';
import { useFormatters } from '../../../src/format/useFormatters';
import { TaskDeadline } from '../shared/TaskDeadline';
import { TaskStatusChip } from '../shared/TaskStatusChip';

const TEXT_FIELDS = [
  'orderNo',
  'taskNo',
  'patientName',
  'productName',
  'material',
  'dentureType',
  'customerCode',
  'unit',
  'designCycle',
  'implantBrand',
  'interfaceSize',
  'fullCrownCount',
  'innerCrownCount',
  'remark',
] as const;

/** Every field of the order (SPEC §3 Task), labelled. */
export function TaskFieldsGrid({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { zonedDateTime } = useFormatters();
  const valueLabel = useTaskValueLabels();
  const yesNo = (value: string) => translate(value === '1' ? 'app.orders.yes' : 'app.orders.no');
  const rows: [string, React.ReactNode][] = [
    ...TEXT_FIELDS.map((field): [string, React.ReactNode] => [
      field,
      task[field] === '' ? '—' : valueLabel(field, String(task[field])),
    ]),
    ['isMailModel', yesNo(task.isMailModel)],
    ['isRework', yesNo(task.isRework)],
    ['isGrab', yesNo(task.isGrab)],
    ['subDispatchStatus', translate(`app.orders.dispatch_status.${task.subDispatchStatus}`)],
    ['status', <TaskStatusChip key="status" task={task} />],
    ['createTime', zonedDateTime(task.createTime)],
    // In the pool the order has only its cycle (shown above as designCycle), no deadline yet.
    ['deadline', task.status === '0' ? '—' : <TaskDeadline key="deadline" task={task} />],
  ];
  return (
    <Box
      component="dl"
      data-testid="task-fields"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        gap: 1.5,
        m: 0,
      }}
    >
      {rows.map(([field, value]) => (
        <Box key={field} data-field={field}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {translate(`resources.tasks.fields.${field}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
