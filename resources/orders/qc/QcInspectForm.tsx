import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { StlViewer } from '../../../src/components/stlViewer';
import { firstClickOnly } from '../../../src/components/firstClickOnly';
import { useNotifyFailure } from '../../../src/components/useNotifyError';
import {
  QC_ACTIONS,
  QC_REASON_CATEGORIES,
  QC_SEVERITIES,
  validateInspection,
} from '../../../src/domain/qcReasons';
import type { QcAction, QcReason } from '../../../src/domain/qcReasons';
import { canTake } from '../../../src/domain/taskStates';
import { TaskSection } from '../tasks/TaskSection';
import { useQcReasonLabels } from './useQcDictionary';

type Point3 = [number, number, number];

/**
 * The inspector's form on an order awaiting inspection: reasons (category, severity, text, an
 * optional pin clicked on the design) and pass / fail / return; the server's message on refusal,
 * and what was typed stays.
 */
export function QcInspectForm({ task, designUrl }: { task: DesignTask; designUrl?: string }) {
  const translate = useTranslate();
  const labels = useQcReasonLabels();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  // An unqualified order starts from its fail's reasons: a return usually keeps them.
  const [reasons, setReasons] = useState<QcReason[]>(() =>
    task.status === '4' ? (task.qcInspection?.reasons ?? []) : [],
  );
  const [picking, setPicking] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: (action: QcAction) => dataProvider.inspectTaskWithReasons(task.id, action, reasons),
    onSuccess: () => {
      notify('app.qc.form.done', { type: 'success' });
      refresh();
    },
    onError: notifyFailure,
  });
  const change = (index: number, patch: Partial<QcReason>) =>
    setReasons((all) => all.map((reason, i) => (i === index ? { ...reason, ...patch } : reason)));
  const send = (action: QcAction) => {
    const invalid = validateInspection(action, reasons);
    setProblem(invalid);
    if (!invalid) mutation.mutate(action);
  };
  const pins = reasons.flatMap((reason) => (reason.pin ? [reason.pin] : []));
  const onPick =
    picking === undefined
      ? undefined
      : (point: Point3) => {
          change(picking, { pin: point });
          setPicking(undefined);
        };
  return (
    <TaskSection titleKey="app.qc.form.title" testId="qc-form">
      {reasons.map((reason, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ mb: 1 }} data-testid="qc-form-reason">
          <TextField
            select
            size="small"
            label={translate('app.qc.form.category')}
            value={reason.category}
            onChange={(event) =>
              change(index, { category: event.target.value as QcReason['category'] })
            }
            sx={{ minWidth: 180 }}
          >
            {QC_REASON_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {labels[category] ?? category}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('app.qc.form.severity')}
            value={reason.severity}
            onChange={(event) =>
              change(index, { severity: event.target.value as QcReason['severity'] })
            }
          >
            {QC_SEVERITIES.map((severity) => (
              <MenuItem key={severity} value={severity}>
                {translate(`app.qc.severity.${severity}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('app.qc.form.text')}
            value={reason.text}
            onChange={(event) => change(index, { text: event.target.value })}
            sx={{ flex: 1 }}
          />
          <Button
            onClick={() => setPicking(index)}
            variant={reason.pin ? 'contained' : 'outlined'}
            data-testid="qc-pin"
          >
            {translate(picking === index ? 'app.qc.form.picking' : 'app.qc.form.pin')}
          </Button>
          <Button onClick={() => setReasons((all) => all.filter((_, i) => i !== index))}>
            {translate('app.qc.form.remove')}
          </Button>
        </Stack>
      ))}
      <Button
        onClick={() =>
          setReasons((all) => [...all, { category: 'margin', severity: 'major', text: '' }])
        }
      >
        {translate('app.qc.form.add')}
      </Button>
      {problem && (
        <Typography color="error" variant="body2" data-testid="qc-form-error">
          {translate(problem)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        {QC_ACTIONS.filter((action) => canTake(action, task.status)).map((action) => (
          <Button
            key={action}
            variant="contained"
            color={action === 'pass' ? 'success' : 'error'}
            disabled={mutation.isPending}
            onClick={firstClickOnly(() => send(action))}
            data-testid={`qc-${action}`}
          >
            {translate(`app.qc.form.${action}`)}
          </Button>
        ))}
      </Stack>
      {designUrl && (
        <Box sx={{ height: 420 }}>
          <StlViewer
            sources={[{ name: 'design.stl', url: designUrl }]}
            pins={pins}
            onPick={onPick}
          />
        </Box>
      )}
    </TaskSection>
  );
}
