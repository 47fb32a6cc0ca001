import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, required, useTranslate } from 'react-admin';

interface ReasonDialogProps {
  titleKey: string;
  labelKey: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason a refusal needs (fail, send back, reject); the reason is required. */
export function ReasonDialog({
  titleKey,
  labelKey,
  pending,
  onConfirm,
  onClose,
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
            multiline
            minRows={2}
            fullWidth
            validate={required('app.onboarding.validation.reason')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.onboarding.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('app.onboarding.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
