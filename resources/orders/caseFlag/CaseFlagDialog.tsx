import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, SelectInput, required, useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { LimitedTextInput } from '../../../src/forms/LimitedTextInput';
import { WriteSubmitButton } from '../../../src/forms/WriteSubmitButton';
import {
  CASE_FLAG_CODES,
  CASE_FLAG_ERRORS,
  FLAG_WINDOW_HOURS,
  MAX_FLAG_PINS,
} from '../../../src/domain/caseFlag';
import type { CaseFlagCode, ScanPin } from '../../../src/domain/caseFlag';
import { FlagPinsViewer } from './FlagPinsViewer';
import { useTaskAction } from '../shared/useTaskAction';

const CODE_CHOICES = CASE_FLAG_CODES.map((id) => ({
  id,
  name: `app.orders.case_flag.codes.${id}`,
}));

/**
 * The holder's flag: a code, a note and optional pins clicked on the case's scans. From the pool
 * the same call grabs the order first.
 */
export function CaseFlagDialog({ task, onClose }: { task: DesignTask; onClose: () => void }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [pins, setPins] = useState<ScanPin[]>([]);
  const [placing, setPlacing] = useState(false);
  const addPin = (point: ScanPin) =>
    setPins((all) => (all.length < MAX_FLAG_PINS ? [...all, point] : all));
  const send = async (values: FieldValues) => {
    const payload = { code: values.code as CaseFlagCode, note: String(values.note).trim(), pins };
    const done = await run(
      (api) => api.flagTask(task.id, payload),
      'app.orders.case_flag.done.flag',
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="case-flag-dialog">
      <Form
        onSubmit={(values: FieldValues) => void send(values)}
        defaultValues={{ code: '', note: '' }}
      >
        <DialogTitle>
          {translate('app.orders.case_flag.dialog_title', { orderNo: task.orderNo })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(
              task.status === '0' ? 'app.orders.case_flag.pool_hint' : 'app.orders.case_flag.hint',
              { hours: FLAG_WINDOW_HOURS },
            )}
          </DialogContentText>
          <SelectInput
            source="code"
            label="app.orders.case_flag.code"
            choices={CODE_CHOICES}
            validate={required(CASE_FLAG_ERRORS.code)}
            fullWidth
          />
          <LimitedTextInput
            limit="reason"
            source="note"
            label="app.orders.case_flag.note"
            validate={required(CASE_FLAG_ERRORS.note)}
            multiline
            minRows={2}
            fullWidth
          />
          <Stack direction="row" spacing={1} alignItems="center">
            <Button
              variant={placing ? 'contained' : 'outlined'}
              onClick={() => setPlacing((open) => !open)}
              data-testid="case-flag-place-pins"
            >
              {translate('app.orders.case_flag.place_pins', { count: pins.length })}
            </Button>
            {pins.length > 0 && (
              <Button onClick={() => setPins([])}>
                {translate('app.orders.case_flag.clear_pins')}
              </Button>
            )}
          </Stack>
          {placing && <FlagPinsViewer taskId={task.id} pins={pins} onPick={addPin} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.orders.case_flag.close')}</Button>
          <WriteSubmitButton labelKey="app.orders.case_flag.submit" pending={pending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
