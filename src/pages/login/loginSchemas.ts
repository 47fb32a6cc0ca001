import * as yup from 'yup';
import { checkPhoneOrEmail } from '../../domain/accountRules';
import { requiredString, ruleString } from '../signIn/yupRule';

export const accountLoginSchema = yup.object({
  account: requiredString('app.validation.account_required'),
  password: requiredString('app.validation.password_required'),
  // Required once the server asks for the image captcha (form context `captcha`).
  captchaCode: yup
    .string()
    .default('')
    .trim()
    .when('$captcha', {
      is: true,
      then: (schema) => schema.required('app.validation.captcha_required'),
    }),
});
export type AccountLoginValues = yup.InferType<typeof accountLoginSchema>;

export const codeLoginSchema = yup.object({
  phone: ruleString(checkPhoneOrEmail),
  vfCode: requiredString('app.validation.code_required'),
});
export type CodeLoginValues = yup.InferType<typeof codeLoginSchema>;
