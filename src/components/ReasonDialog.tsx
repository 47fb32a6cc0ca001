import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import type { Validator } from 'react-admin';
import { WriteSubmitButton } from './WriteSubmitButton';

interface ReasonDialogProps {
  titleKey: string;
  labelKey: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** The message of the empty field (a translation key). */
  requiredKey?: string;
  /** More checks of the text, after required. */
  validate?: Validator[];
  /** One line (a reference, a month) rather than a paragraph. */
  singleLine?: boolean;
}

/** Asks for the text a staff move needs (a reason, a payment reference, a month); it is required. */
export function ReasonDialog({
  titleKey,
  labelKey,
  pending,
  onConfirm,
  onClose,
  requiredKey = 'app.onboarding.validation.reason',
  validate = [],
  singleLine = false,
}: ReasonDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="reason-dialog">
      <Form
        onSubmit={(values: FieldValues) => onConfirm(String(values.reason).trim())}
        defaultValues={{ reason: '' }}
      >
        <DialogTitle>{translate(titleKey)}</DialogTitle>
        <DialogContent>
          <TextInput
            source="reason"
            label={labelKey}
            multiline={!singleLine}
            minRows={singleLine ? undefined : 2}
            fullWidth
            autoFocus
            validate={[required(requiredKey), ...validate]}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.onboarding.cancel')}</Button>
          <WriteSubmitButton labelKey="app.onboarding.confirm" pending={pending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
