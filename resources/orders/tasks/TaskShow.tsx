import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { ShowBase, useGetIdentity, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useDocumentTitle } from '../../../src/page/useDocumentTitle';
import { isStaff } from '../../../src/domain/roles';
import { acceptsFiles, awaitsRework, holdsTask } from '../../../src/domain/taskStates';
import { CadHistoryPanel } from './CadHistoryPanel';
import { CaseFlagPanel } from '../caseFlag/CaseFlagPanel';
import { CaseFilesPanel } from './CaseFilesPanel';
import { GrabButton } from '../shared/GrabButton';
import { QcInspectPanel } from '../qc/QcInspectPanel';
import { QcReasonLines } from '../qc/QcReasonLines';
import { QcResultPanel } from '../qc/QcResultPanel';
import { SpecialRequestsPanel } from './SpecialRequestsPanel';
import { TaskDetailActions } from './TaskDetailActions';
import { TaskEarning } from '../shared/TaskEarning';
import { TaskFieldsGrid } from './TaskFieldsGrid';
import { TaskSection } from '../shared/TaskSection';
import { TaskStatusChip } from '../shared/TaskStatusChip';
import { TaskUnavailable } from './TaskUnavailable';
import { ToothChartSection } from '../teeth/ToothChartSection';
import { UploadPanel } from './UploadPanel';
import { listPath, PATHS } from '../../../src/routes/paths';
import { ThreadPanel } from '../thread/ThreadPanel';
import { DesignSpecFacts } from '../designCheck/DesignSpecFacts';
import { useFocusAfterPaint } from '../../../src/page/useFocusAfterPaint';
import { DesignChecksPanel } from '../designCheck/DesignChecksPanel';

/** The order detail: every field, QC remarks, files, special requests, upload and CAD history. */
export function TaskShow() {
  return (
    // The server's message stays on the page instead of react-admin's redirect to the list.
    <ShowBase queryOptions={{ onError: () => undefined }}>
      <TaskDetail />
    </ShowBase>
  );
}

function TaskDetail() {
  const translate = useTranslate();
  const { record: task, error } = useShowContext<DesignTask>();
  const { identity } = useGetIdentity();
  useDocumentTitle('app.orders.detail.title');
  // Opening an order, the keyboard starts from its heading, not from <body> (issue 40).
  const heading = useFocusAfterPaint<HTMLHeadingElement>(Boolean(task));
  const staff = isStaff(identity?.roleName);
  if (error) {
    return (
      <TaskUnavailable
        error={error}
        back={staff ? listPath('qcQueue') : PATHS.workbench}
        backLabel={translate(staff ? 'app.orders.qc.queue.back' : 'app.orders.detail.back')}
      />
    );
  }
  if (!task) return null;
  const userId = identity?.id === undefined ? undefined : String(identity.id);
  const holder = holdsTask(userId, task);
  return (
    <Box sx={{ my: 2 }} data-testid="task-detail">
      {/* On a phone the title, status and back button wrap onto lines of their own. */}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Typography variant="h5" component="h1" ref={heading} tabIndex={-1}>
          {`${translate('app.orders.detail.title')} ${task.orderNo}`}
        </Typography>
        <TaskStatusChip task={task} />
        <Box sx={{ flex: 1 }} />
        {staff ? (
          <Button component={Link} to={listPath('qcQueue')}>
            {translate('app.orders.qc.queue.back')}
          </Button>
        ) : (
          <Button component={Link} to={PATHS.workbench}>
            {translate('app.orders.detail.back')}
          </Button>
        )}
      </Stack>
      {awaitsRework(task.status) && (task.isRework === '1' || task.qcReasons.length > 0) && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="qc-reasons">
          <AlertTitle>{translate('app.orders.detail.qc_reasons')}</AlertTitle>
          {task.isRework === '1' &&
            translate(
              // Failed: nothing to do until staff return it to rework (then the button shows).
              task.status === '4'
                ? 'app.orders.detail.awaiting_return'
                : 'app.orders.detail.rework_notice',
            )}
          <QcReasonLines task={task} />
        </Alert>
      )}
      <QcResultPanel task={task} designer={!staff && holder} />
      <QcInspectPanel task={task} />
      <CaseFlagPanel task={task} staff={staff} />
      {holder && userId && <TaskDetailActions task={task} userId={userId} />}
      {task.status === '0' && (
        <Box sx={{ my: 2 }}>
          <GrabButton task={task} />
        </Box>
      )}
      <TaskSection titleKey="app.orders.detail.basics" testId="task-basics">
        <TaskEarning task={task} />
        <TaskFieldsGrid task={task} />
        <DesignSpecFacts task={task} />
      </TaskSection>
      <ToothChartSection task={task} />
      <CaseFilesPanel taskId={task.id} />
      <SpecialRequestsPanel taskId={task.id} />
      <UploadPanel task={task} userId={userId} staff={staff} />
      {holder && acceptsFiles(task.status) && <DesignChecksPanel task={task} editable />}
      <CadHistoryPanel taskId={task.id} />
      {(staff || holder) && <ThreadPanel task={task} staff={staff} />}
    </Box>
  );
}
