import * as yup from 'yup';
import { checkPassword, checkUsername } from '../../domain/accountRules';
import { requiredLimitedString, requiredString } from '../signIn/yupRule';

/** SPEC §5: the four messages of third-party registration, then the username and password rules. */
export const registerSchema = yup.object({
  tenantId: requiredString('app.validation.tenant_required'),
  name: requiredLimitedString('app.validation.required', 'nickName'),
  account: requiredString('app.validation.account_required').test(
    'username-rule',
    'app.validation.username_rule',
    (value) => checkUsername(value) === undefined,
  ),
  password: requiredString('app.validation.password_required').test(
    'password-rule',
    'app.validation.password_rule',
    (value) => checkPassword(value) === undefined,
  ),
  password2: requiredString('app.validation.password_required').oneOf(
    [yup.ref('password')],
    'app.validation.passwords_differ',
  ),
});

export type RegisterValues = yup.InferType<typeof registerSchema>;
