import * as yup from 'yup';
import { checkPassword, checkPhoneOrEmail } from '../../domain/accountRules';
import { requiredString, ruleString } from '../signIn/yupRule';

export const forgetSchema = yup.object({
  phone: ruleString(checkPhoneOrEmail),
  vfCode: requiredString('app.validation.code_required'),
  newPassword: ruleString(checkPassword),
  newPassword1: requiredString('app.validation.password_required').oneOf(
    [yup.ref('newPassword')],
    'app.validation.passwords_differ',
  ),
});

export type ForgetValues = yup.InferType<typeof forgetSchema>;
