import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useTaskValueLabels } from '../../../src/dictionaries/useDictionary';
import { TaskDeadline, deadlineLabelKey } from '../shared/TaskDeadline';
import { TaskEarning } from '../shared/TaskEarning';
import { TaskStatusChip } from '../shared/TaskStatusChip';
import { ToothSummary } from '../teeth/ToothSummary';
import { taskShowPath } from '../../../src/routes/paths';
import { ThreadUnreadBadge } from '../thread/ThreadUnreadBadge';
import { DesignSpecFacts } from '../designCheck/DesignSpecFacts';

const FIELDS = ['taskNo', 'patientName', 'productName', 'material', 'customerCode'] as const;

/**
 * The field lines are plain paragraphs in body2 type, set once on their grid: a Typography each
 * was three components and a style more per line, 50 per pool page (issue 27: the cards' commit).
 */
const FIELDS_SX = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  typography: 'body2',
  '& > p': { m: 0 },
} as const;

/** One order of a workbench tab: the essentials, the live deadline, details and the tab's actions. */
export function TaskCard(props: { task: DesignTask; actions?: ReactNode; details?: ReactNode }) {
  const { task, actions, details } = props;
  const translate = useTranslate();
  const label = (key: string) => translate('app.orders.labelled', { label: translate(key) });
  const valueLabel = useTaskValueLabels();
  return (
    <Card variant="outlined" data-testid="task-card" data-task-id={task.id}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h2" data-testid="task-order-no">
            {task.orderNo}
          </Typography>
          <TaskStatusChip task={task} />
          <ThreadUnreadBadge taskId={task.id} />
        </Stack>
        <Box sx={FIELDS_SX}>
          {FIELDS.map((field) => (
            <p key={field}>
              {`${label(`resources.tasks.fields.${field}`)}${valueLabel(field, task[field])}`}
            </p>
          ))}
          <div>
            {label(deadlineLabelKey(task))}
            <TaskDeadline task={task} />
          </div>
        </Box>
        <ToothSummary task={task} />
        <DesignSpecFacts task={task} />
        <TaskEarning task={task} />
        {details}
      </CardContent>
      <CardActions>
        <Button component={Link} to={taskShowPath(task.id)} size="small">
          {translate('app.orders.actions.detail')}
        </Button>
        {actions}
      </CardActions>
    </Card>
  );
}
