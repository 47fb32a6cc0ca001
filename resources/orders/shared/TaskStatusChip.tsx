import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';

const COLORS: Record<DesignTask['status'], 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  '0': 'default',
  '1': 'info',
  '2': 'warning',
  '3': 'success',
  '4': 'error',
  '5': 'error',
  '6': 'warning',
};

/** The status of an order, and its rework flag when set. */
export function TaskStatusChip({ task }: { task: Pick<DesignTask, 'status' | 'isRework'> }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={COLORS[task.status]}
        label={translate(`app.orders.status.${task.status}`)}
        data-testid="task-status"
      />
      {task.isRework === '1' && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={translate('app.orders.rework')}
          data-testid="task-rework"
        />
      )}
    </Stack>
  );
}
