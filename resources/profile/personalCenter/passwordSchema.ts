import * as yup from 'yup';
import { checkPassword } from '../../../src/domain/accountRules';
import { requiredString, ruleString } from '../../../src/pages/signIn/yupRule';

/** SPEC §5: 8+ characters with lower, upper and digit, no Chinese; confirm matches. */
export const passwordSchema = yup.object({
  oldPassword: requiredString('app.validation.password_required'),
  newPassword: requiredString('app.validation.password_required').concat(ruleString(checkPassword)),
  newPassword1: requiredString('app.validation.password_required').oneOf(
    [yup.ref('newPassword')],
    'app.validation.passwords_differ',
  ),
});

export type PasswordValues = yup.InferType<typeof passwordSchema>;

/** 0 weak, 1 medium, 2 strong: how many kinds of characters and how long. */
export function passwordStrength(value: string): 0 | 1 | 2 {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (value.length >= 12 && kinds >= 3) return 2;
  if (value.length >= 8 && kinds >= 3) return 1;
  return 0;
}
