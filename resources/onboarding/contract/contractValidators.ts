import { isValidIdNumber, isValidTrackingNumber } from '../../../src/domain/onboarding';
import type { IdKind } from '../../../src/domain/onboarding';

const V = 'app.onboarding.validation';

type Values = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The contract form's rules, as translation keys (react-admin `validate=` signatures). */
export const contractValidators = {
  realName: (value: unknown) => (text(value) ? undefined : `${V}.real_name`),
  idNumber: (value: unknown, values: Values) =>
    isValidIdNumber((values.idKind as IdKind) ?? 'resident', text(value))
      ? undefined
      : `${V}.id_number`,
  agree: (value: unknown) => (value === true ? undefined : `${V}.agree`),
  signedName: (value: unknown, values: Values) =>
    text(value) && text(value) === text(values.realName) ? undefined : `${V}.signed_name`,
  trackNum: (value: unknown) => (isValidTrackingNumber(text(value)) ? undefined : `${V}.track_num`),
};
