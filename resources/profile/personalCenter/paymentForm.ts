import type { FieldErrors, Resolver } from 'react-hook-form';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import {
  checkPayment,
  PAYMENT_TEXTS,
  type PaymentText,
  type PaymentValues,
} from '../../../src/domain/payment';
import { isTooLong, TEXT_LIMITS } from '../../../src/domain/textLimits';

export const COUNTRIES = [
  'CN',
  'HK',
  'US',
  'GB',
  'DE',
  'FR',
  'TR',
  'SG',
  'JP',
  'KR',
  'AE',
  'CA',
  'AU',
];

/**
 * The form starts from the saved details, the account number empty (shown masked beside it). A
 * user who never saved any has empty strings, not missing fields: RMB in China stands in.
 */
export function paymentDefaults(detail: UserDetail | undefined): PaymentValues {
  const saved = detail?.payment;
  return {
    currency: saved?.currency || 'RMB',
    country: saved?.country || 'CN',
    bankName: saved?.bankName ?? '',
    branch: saved?.branch ?? '',
    accountName: saved?.accountName ?? '',
    accountNumber: '',
    jointBankNumber: saved?.jointBankNumber ?? '',
    bankCode: saved?.bankCode ?? '',
    bankAddress: saved?.bankAddress ?? '',
    payeeAddress: saved?.payeeAddress ?? '',
    swiftCode: saved?.swiftCode ?? '',
  };
}

/**
 * react-hook-form resolver over the domain rules, then the lengths of the free-text fields (their
 * message is react-admin's `{ message, args }`); an empty account number keeps the saved one
 * (which the server sends masked, so only it can check that one).
 */
export function paymentResolver(savedNumber: string): Resolver<PaymentValues> {
  return async (values) => {
    const errors: Record<string, unknown> = {
      ...tooLong(values),
      ...checkPayment({ ...values, accountNumber: values.accountNumber || savedNumber }),
    };
    // The saved number comes masked (**** 5678): the server checks the full one it keeps.
    if (!values.accountNumber && savedNumber) delete errors.accountNumber;
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'rule', message }]),
    ) as FieldErrors<PaymentValues>;
    return { values: {}, errors: fieldErrors };
  };
}

function tooLong(values: PaymentValues): Partial<Record<PaymentText, object>> {
  const fields = PAYMENT_TEXTS.filter((field) => isTooLong(field, values[field].trim()));
  return Object.fromEntries(
    fields.map((field) => [
      field,
      { message: 'app.limits.too_long', args: { max: TEXT_LIMITS[field] } },
    ]),
  );
}
