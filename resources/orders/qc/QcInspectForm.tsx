import { Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { StlViewer } from '../../../src/components/stlViewer';
import type { MeshSource } from '../../../src/components/stlViewer';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { QC_ACTIONS, validateInspection } from '../../../src/domain/qcReasons';
import type { QcAction, QcReason } from '../../../src/domain/qcReasons';
import { canTake } from '../../../src/domain/taskStates';
import { TaskSection } from '../shared/TaskSection';
import { QcReasonFields } from './QcReasonFields';
import type { QcSources } from './useQcSources';
import { ServerCheckReport } from '../designCheck/ServerCheckReport';
import { useMeasuredReasons } from '../designCheck/useMeasuredReasons';

type Point3 = [number, number, number];

const VERDICTS_SX = { my: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } };

/**
 * The inspector's form on an order awaiting inspection: reasons (category, severity, text, an
 * optional pin clicked on the design) and pass / fail / return, each confirmed first (it cannot
 * be undone); the server's message on refusal, and what was typed stays. The viewer shows the
 * design over the case's scans, the previous version on demand.
 */
export function QcInspectForm({ task, sources }: { task: DesignTask; sources: QcSources }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  // An unqualified order starts from its fail's reasons: a return usually keeps them. A new
  // version starts from what the server measured short of the order, pinned (issue 37).
  const [reasons, setReasons] = useState<QcReason[]>(() =>
    task.status === '4' ? (task.qcInspection?.reasons ?? []) : [],
  );
  useMeasuredReasons(task.status === '4' ? undefined : sources.latest, (measured) =>
    setReasons((typed) => (typed.length === 0 ? measured : typed)),
  );
  const [picking, setPicking] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<QcAction>();
  const [overlay, setOverlay] = useState(false);
  const mutation = useMutation({
    mutationFn: (action: QcAction) => dataProvider.inspectTaskWithReasons(task.id, action, reasons),
    onSuccess: () => {
      notify('app.orders.qc.form.done', { type: 'success' });
      refresh();
    },
    onError: notifyFailure,
  });
  const change = (index: number, patch: Partial<QcReason>) =>
    setReasons((all) => all.map((reason, i) => (i === index ? { ...reason, ...patch } : reason)));
  const ask = (action: QcAction) => {
    const invalid = validateInspection(action, reasons);
    setProblem(invalid);
    if (!invalid) setConfirming(action);
  };
  const send = () => {
    if (confirming && !mutation.isPending) mutation.mutate(confirming);
    setConfirming(undefined);
  };
  const pins = reasons.flatMap((reason) => (reason.pin ? [reason.pin] : []));
  const onPick =
    picking === undefined
      ? undefined
      : (point: Point3) => {
          change(picking, { pin: point });
          setPicking(undefined);
        };
  const viewed: MeshSource[] =
    sources.design && sources.settled
      ? [
          sources.design,
          ...sources.scans,
          ...(overlay && sources.previous ? [sources.previous.source] : []),
        ]
      : [];
  return (
    <TaskSection titleKey="app.orders.qc.form.title" testId="qc-form">
      {sources.latest && <ServerCheckReport version={sources.latest} />}
      {reasons.map((reason, index) => (
        <QcReasonFields
          key={index}
          reason={reason}
          picking={picking === index}
          onChange={(patch) => change(index, patch)}
          onPick={() => setPicking(index)}
          onRemove={() => setReasons((all) => all.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        onClick={() =>
          setReasons((all) => [...all, { category: 'margin', severity: 'major', text: '' }])
        }
      >
        {translate('app.orders.qc.form.add')}
      </Button>
      {problem && (
        <Typography color="error" variant="body2" data-testid="qc-form-error">
          {translate(problem)}
        </Typography>
      )}
      {/* The verdicts wrap as whole buttons on a phone ("PAS|S", issue 40). */}
      <Stack direction="row" spacing={1} useFlexGap sx={VERDICTS_SX}>
        {QC_ACTIONS.filter((action) => canTake(action, task.status)).map((action) => (
          <Button
            key={action}
            variant="contained"
            color={action === 'pass' ? 'success' : 'error'}
            disabled={mutation.isPending}
            onClick={firstClickOnly(() => ask(action))}
            data-testid={`qc-${action}`}
          >
            {translate(`app.orders.qc.form.${action}`)}
          </Button>
        ))}
      </Stack>
      <Confirm
        isOpen={confirming !== undefined}
        loading={mutation.isPending}
        title={`app.orders.qc.form.confirm.${confirming ?? 'pass'}`}
        content="app.orders.qc.form.confirm.content"
        titleTranslateOptions={{ orderNo: task.orderNo }}
        contentTranslateOptions={{ orderNo: task.orderNo, count: reasons.length }}
        onConfirm={firstClickOnly(send)}
        // The second click of a double click on the verdict lands on the backdrop: not a "no".
        onClose={(event) => event.detail > 1 || setConfirming(undefined)}
      />
      {sources.previous && (
        <FormControlLabel
          control={
            <Checkbox
              checked={overlay}
              onChange={(event) => setOverlay(event.target.checked)}
              data-testid="qc-overlay-previous"
            />
          }
          label={translate('app.orders.qc.form.overlay_previous', {
            version: sources.previous.version.version,
          })}
        />
      )}
      {viewed.length > 0 && (
        <Box sx={{ height: 480 }}>
          <StlViewer sources={viewed} pins={pins} onPick={onPick} />
        </Box>
      )}
    </TaskSection>
  );
}
