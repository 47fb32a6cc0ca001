import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import type { LimitedField } from '../domain/textLimits';
import { LimitedTextInput } from '../forms/LimitedTextInput';
import type { Validator } from 'react-admin';
import { WriteSubmitButton } from '../forms/WriteSubmitButton';
import {
  OTHER_REASON,
  REASON_CODES,
  REASON_DICTIONARIES,
  type ReasonKind,
} from '../domain/reasonCodes';
import { useDictionaryLabel } from '../dictionaries/useDictionary';

interface ReasonDialogProps {
  titleKey: string;
  labelKey: string;
  pending: boolean;
  /** The text, and the category code when `categories` asks for one. */
  onConfirm: (reason: string, reasonCode: string) => void;
  onClose: () => void;
  /** The message of the empty field (a translation key). */
  requiredKey?: string;
  /** More checks of the text, after required. */
  validate?: Validator[];
  /** One line (a reference, a month) rather than a paragraph. */
  singleLine?: boolean;
  /** A fixed category to pick first (sent as a code); the text is then needed only for "other". */
  categories?: ReasonKind;
  /** The length the text takes (src/domain/textLimits.ts); none for a month. */
  limit?: LimitedField;
}

/**
 * The dialog's own record: without it react-admin's Form takes the page's record (a withdrawal,
 * a certification with `reasonCode: ''` and an old `reason`) as its initial values.
 */
const FRESH = {};

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
  categories,
  limit,
}: ReasonDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="reason-dialog">
      <Form
        onSubmit={(values: FieldValues) =>
          onConfirm(String(values.reason).trim(), categories ? String(values.reasonCode) : '')
        }
        record={FRESH}
        defaultValues={{ reason: '', reasonCode: OTHER_REASON }}
      >
        <DialogTitle>{translate(titleKey)}</DialogTitle>
        <DialogContent>
          {categories && <CategoryInput kind={categories} />}
          <ReasonInput
            labelKey={labelKey}
            singleLine={singleLine}
            validate={[wordsNeeded(requiredKey, categories !== undefined), ...validate]}
            limit={limit}
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

function CategoryInput({ kind }: { kind: ReasonKind }) {
  const label = useDictionaryLabel(REASON_DICTIONARIES[kind]);
  const choices = REASON_CODES[kind].map((code) => ({ id: code, name: label(code) || code }));
  return (
    <SelectInput
      source="reasonCode"
      label="app.reasons.category"
      choices={choices}
      translateChoice={false}
      validate={required()}
      fullWidth
    />
  );
}

/**
 * The staff's words are required, unless a category other than "other" says it all. One
 * validator reading the form's values: react-admin keeps the validators an input first had.
 */
function wordsNeeded(requiredKey: string, categorized: boolean): Validator {
  return (value: unknown, values: FieldValues) => {
    const needed = !categorized || values.reasonCode === OTHER_REASON;
    return needed && String(value ?? '').trim() === '' ? requiredKey : undefined;
  };
}

function ReasonInput({
  labelKey,
  singleLine,
  validate,
  limit,
}: {
  labelKey: string;
  singleLine: boolean;
  validate: Validator[];
  limit?: LimitedField;
}) {
  const props = {
    source: 'reason',
    label: labelKey,
    multiline: !singleLine,
    minRows: singleLine ? undefined : 2,
    fullWidth: true,
    autoFocus: true,
    validate,
  };
  return limit ? <LimitedTextInput {...props} limit={limit} /> : <TextInput {...props} />;
}
