import * as yup from 'yup';
import type { RuleResult } from '../../domain/accountRules';
import { isTooLong, TEXT_LIMITS, type LimitedField } from '../../domain/textLimits';

/** A yup string whose message is the translation key a domain rule returns. */
export function ruleString(rule: (value: string) => RuleResult) {
  return yup
    .string()
    .default('')
    .test('domain-rule', function check(value) {
      const key = rule(value ?? '');
      return key ? this.createError({ message: key }) : true;
    });
}

export function requiredString(messageKey: string) {
  return yup.string().default('').trim().required(messageKey);
}

/**
 * A required text no longer than its field takes (src/domain/textLimits.ts), counted in
 * characters as the counter shows them. The message is react-admin's `{ message, args }`, which
 * its ValidationError translates with the limit filled in.
 */
export function requiredLimitedString(messageKey: string, field: LimitedField) {
  return requiredString(messageKey).test('length-limit', function check(value) {
    return isTooLong(field, value ?? '')
      ? this.createError({
          message: { message: 'app.limits.too_long', args: { max: TEXT_LIMITS[field] } },
        })
      : true;
  });
}
