import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import type { LimitedField } from '../domain/textLimits';
import { limitValidator, useLimitCounter } from './textLimit';

/** A react-admin TextInput with the length its field takes: a counter, and a refusal past it. */
export function LimitedTextInput({
  limit,
  validate,
  ...props
}: TextInputProps & { limit: LimitedField }) {
  const counter = useLimitCounter(limit, props.source);
  const checks: Validator[] = [
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
    limitValidator(limit),
  ];
  return <TextInput {...props} helperText={counter} validate={checks} />;
}
