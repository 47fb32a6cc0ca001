import { SelectInput, required } from 'react-admin';
import { LimitedTextInput } from '../../../src/forms/LimitedTextInput';
import { useDictionaryLabel } from '../../../src/dictionaries/useDictionary';
import { OTHER_REASON, REASON_CODES, REASON_DICTIONARIES } from '../../../src/domain/reasonCodes';

/** Words are required for "other" (one validator: react-admin keeps an input's first ones). */
const wordsForOther = (value: unknown, values: Record<string, unknown>) =>
  values.reasonCode === OTHER_REASON && String(value ?? '').trim() === ''
    ? 'ra.validation.required'
    : undefined;

/** The deduction's category (a code of `deduction_reason`) and the staff's words, needed for "other". */
export function DeductionReasonInputs() {
  const label = useDictionaryLabel(REASON_DICTIONARIES.deduction);
  const choices = REASON_CODES.deduction.map((id) => ({ id, name: label(id) || id }));
  return (
    <>
      <SelectInput
        source="reasonCode"
        label="app.reasons.category"
        choices={choices}
        translateChoice={false}
        validate={required()}
      />
      <LimitedTextInput
        source="reason"
        multiline
        fullWidth
        limit="reason"
        validate={wordsForOther}
      />
    </>
  );
}
