import { SelectInput, required } from 'react-admin';
import { LimitedTextInput } from '../../../src/components/LimitedTextInput';
import { useWatch } from 'react-hook-form';
import { useDictionaryLabel } from '../../../src/components/useDictionary';
import { OTHER_REASON, REASON_CODES, REASON_DICTIONARIES } from '../../../src/domain/reasonCodes';

/** The deduction's category (a code of `deduction_reason`) and the staff's words, needed for "other". */
export function DeductionReasonInputs() {
  const label = useDictionaryLabel(REASON_DICTIONARIES.deduction);
  const code: unknown = useWatch({ name: 'reasonCode' });
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
        validate={code === OTHER_REASON ? required() : undefined}
      />
    </>
  );
}
