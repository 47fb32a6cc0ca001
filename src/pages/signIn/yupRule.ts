import * as yup from 'yup';
import type { RuleResult } from '../../domain/accountRules';

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
