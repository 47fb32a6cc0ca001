import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { usePermission } from '../../../src/session/usePermission';
import { canTake } from '../../../src/domain/taskStates';
import { isFlagOpen } from '../../../src/domain/caseFlag';
import { submitProblem } from '../../../src/domain/submitRules';
import type { Verdict } from '../../../src/domain/mesh/designCheckTypes';
import { mayCancel } from '../../../src/domain/cancelRules';
import { crownPayload, useCrownCounts } from '../shared/useCrownCounts';
import { CancelTaskDialog } from '../shared/CancelTaskDialog';
import { useTaskAction } from '../shared/useTaskAction';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';
import { SubmitFacts } from './SubmitFacts';
import { ordersQueries } from '../queries';
import { useDesignCheck } from '../designCheck/useDesignCheck';
import { useJustification } from '../designCheck/useJustification';

/** The holder's moves on the detail (`userId` is the viewer): submit, start rework, return the order. */
export function TaskDetailActions({ task, userId }: { task: DesignTask; userId: string }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [cancelling, setCancelling] = useState(false);
  const maySubmit = usePermission('task_submit');
  const cancelGranted = usePermission('task_cancel');
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  // The same query the upload panel reads: the CAD and DLP slots' files decide the submit.
  const files = useQuery({
    ...ordersQueries.uploadedFiles(dataProvider, task.id),
  });
  const history = useQuery({ ...ordersQueries.cadHistory(dataProvider, task.id), retry: false });
  const crowns = useCrownCounts(task);
  const verdict = useDesignCheck(task).data?.verdict;
  const justification = useJustification(task.id);
  /** Whether the submit may be asked for: the same rules the server applies. */
  const readyToSubmit = () => {
    const slotCount = (slot: string) =>
      (files.data ?? []).filter((file) => file.fileType === slot).length;
    const fileCounts = { cad: slotCount('cad'), dlp: slotCount('dlp') };
    const problem =
      submitProblem(task, crowns.counts, fileCounts, crowns.reason) ??
      designCheckProblem(verdict, justification.text);
    if (problem) notify(problem, { type: 'warning' });
    return !problem;
  };
  const submit = () => {
    const payload = {
      ...crownPayload(crowns.counts),
      countReason: crowns.reason.trim(),
      ...(verdict === 'soft' && { designCheckJustification: justification.text.trim() }),
    };
    void run((api) => api.submitTask(task.id, payload), 'app.orders.done.submit').then((done) => {
      if (!done) return;
      crowns.clear();
      justification.clear();
    });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2 }} data-testid="task-actions">
      {maySubmit && canTake('submit', task.status) && !isFlagOpen(task.flag) && (
        <ConfirmButton
          variant="contained"
          disabled={pending || files.isPending}
          pending={pending}
          precheck={readyToSubmit}
          title="app.orders.confirm_step.submit"
          titleOptions={{ orderNo: task.orderNo }}
          content={
            <SubmitFacts
              counts={crownPayload(crowns.counts)}
              files={files.data ?? []}
              version={(history.data?.length ?? 0) + 1}
              justification={verdict === 'soft' ? justification.text.trim() : ''}
            />
          }
          onConfirm={submit}
        >
          {translate('app.orders.actions.submit')}
        </ConfirmButton>
      )}
      {maySubmit && canTake('rework', task.status) && (
        <Button
          variant="contained"
          color="warning"
          disabled={pending}
          onClick={firstClickOnly(
            () => void run((api) => api.reworkTask(task.id), 'app.orders.done.rework'),
          )}
        >
          {translate('app.orders.actions.rework')}
        </Button>
      )}
      {cancelGranted && mayCancel(userId, task) && (
        <Button color="warning" onClick={() => setCancelling(true)}>
          {translate('app.orders.actions.cancel')}
        </Button>
      )}
      <CancelTaskDialog taskId={task.id} open={cancelling} onClose={() => setCancelling(false)} />
    </Stack>
  );
}

/** The portal's own measurement stops a submit the server would refuse (it measures again). */
function designCheckProblem(verdict: Verdict | undefined, justification: string) {
  if (verdict === 'hard') return 'app.refusal.design_check_hard';
  if (verdict === 'soft' && !justification.trim()) return 'app.refusal.design_check_justify';
  return undefined;
}
