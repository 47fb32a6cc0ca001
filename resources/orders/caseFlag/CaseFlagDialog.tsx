import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { Button } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SelectInput, required, useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { LimitedTextInput } from '../../../src/components/LimitedTextInput';
import { WriteSubmitButton } from '../../../src/components/WriteSubmitButton';
import { CASE_FLAG_CODES, CASE_FLAG_ERRORS, FLAG_WINDOW_HOURS } from '../../../src/domain/caseFlag';
import type { CaseFlagCode } from '../../../src/domain/caseFlag';
import { useTaskAction } from '../tasks/useTaskAction';

const CODE_CHOICES = CASE_FLAG_CODES.map((id) => ({
  id,
  name: `app.orders.case_flag.codes.${id}`,
}));

/**
 * The holder's flag: a code and a note (pins stay data only: the call takes them, this dialog
 * does not place them yet). From the pool the same call grabs the order first.
 */
export function CaseFlagDialog({ task, onClose }: { task: DesignTask; onClose: () => void }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const send = async (values: FieldValues) => {
    const payload = { code: values.code as CaseFlagCode, note: String(values.note).trim() };
    const done = await run(
      (api) => api.flagTask(task.id, payload),
      'app.orders.case_flag.done.flag',
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="case-flag-dialog">
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.orders.case_flag.close')}</Button>
          <WriteSubmitButton labelKey="app.orders.case_flag.submit" pending={pending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
