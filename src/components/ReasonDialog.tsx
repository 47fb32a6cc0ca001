import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import type { LimitedField } from '../domain/textLimits';
import { LimitedTextInput } from './LimitedTextInput';
import type { Validator } from 'react-admin';
import { ignoreSecondClick } from './firstClickOnly';

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
  /** The length the text takes (src/domain/textLimits.ts); none for a month. */
  limit?: LimitedField;
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
  limit,
}: ReasonDialogProps) {
  const translate = useTranslate();
  const inputProps = {
    source: 'reason',
    label: labelKey,
    multiline: !singleLine,
    minRows: singleLine ? undefined : 2,
    fullWidth: true,
    autoFocus: true,
    validate: [required(requiredKey), ...validate],
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="reason-dialog">
      <Form
        onSubmit={(values: FieldValues) => onConfirm(String(values.reason).trim())}
        defaultValues={{ reason: '' }}
      >
        <DialogTitle>{translate(titleKey)}</DialogTitle>
        <DialogContent>
          {limit ? (
            <LimitedTextInput {...inputProps} limit={limit} />
          ) : (
            <TextInput {...inputProps} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.onboarding.cancel')}</Button>
          <Button type="submit" onClick={ignoreSecondClick} variant="contained" disabled={pending}>
            {translate('app.onboarding.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
