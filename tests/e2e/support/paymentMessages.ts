import { LANGUAGES, type Language } from '../../../i18n/languages';
import { uiText } from './catalog';

const KEYS = {
  required: 'app.profile.payment.validation.required',
  mainland: 'app.profile.payment.validation.rmb_mainland',
  accountRequired: 'app.profile.payment.validation.account_required',
  digits: 'app.profile.payment.validation.account_digits',
  format: 'app.profile.payment.validation.account_format',
  iban: 'app.profile.payment.validation.iban_format',
  joint: 'app.profile.payment.validation.joint_required',
  jointFormat: 'app.profile.payment.validation.joint_format',
  swift: 'app.profile.payment.validation.swift_required',
  swiftFormat: 'app.profile.payment.validation.swift_format',
} as const;

type Messages = Record<keyof typeof KEYS, string>;

const messagesIn = (language: Language): Messages =>
  Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [name, uiText(key, {}, language)]),
  ) as Messages;

/** The payment rules' messages in the three languages, read from the catalogs. */
export const PAYMENT_MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [language, messagesIn(language)]),
) as Record<Language, Messages>;
