import { useWatch } from 'react-hook-form';
import { useTranslate, type Validator } from 'react-admin';
import { isTooLong, TEXT_LIMITS, textLength, type LimitedField } from '../domain/textLimits';

/** Refuses a text longer than its field takes (src/domain/textLimits.ts). */
export function limitValidator(field: LimitedField): Validator {
  return (value: unknown) =>
    isTooLong(field, String(value ?? ''))
      ? { message: 'app.limits.too_long', args: { max: TEXT_LIMITS[field] } }
      : undefined;
}

/** "12 / 20": the counter shown under a limited input of a react-admin form. */
export function useLimitCounter(field: LimitedField, source: string): string {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  return translate('app.limits.counter', {
    length: textLength(String(value ?? '')),
    max: TEXT_LIMITS[field],
  });
}

/** The counter of a plain (controlled) text field. */
export function useTextCounter(field: LimitedField, text: string) {
  const translate = useTranslate();
  const tooLong = isTooLong(field, text);
  return {
    error: tooLong,
    helperText: tooLong
      ? translate('app.limits.too_long', { max: TEXT_LIMITS[field] })
      : translate('app.limits.counter', { length: textLength(text), max: TEXT_LIMITS[field] }),
  };
}
