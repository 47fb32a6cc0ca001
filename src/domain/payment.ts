import { countrySpecs, electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { RuleResult } from './accountRules';

/** Payment information rules (issue 11): each check returns a translation key or undefined. */
export type Currency = 'RMB' | 'USD';

export interface PaymentValues {
  currency: Currency;
  /** ISO 3166 alpha-2 country code. */
  country: string;
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  jointBankNumber: string;
  bankCode: string;
  bankAddress: string;
  payeeAddress: string;
  swiftCode: string;
}

export type PaymentErrors = Partial<Record<keyof PaymentValues, string>>;

/** The free-text fields, each with its own length (TEXT_LIMITS in textLimits.ts). */
export const PAYMENT_TEXTS = [
  'accountName',
  'bankName',
  'branch',
  'bankAddress',
  'payeeAddress',
] as const;

export type PaymentText = (typeof PAYMENT_TEXTS)[number];

const KEY = 'app.profile.payment.validation';

export function checkSwift(value: string): RuleResult {
  const bic = value.trim().toUpperCase();
  if (bic === '') return `${KEY}.swift_required`;
  return /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) && isValidBIC(bic)
    ? undefined
    : `${KEY}.swift_format`;
}

/** True when the country's account numbers are IBANs (ibantools' registry). */
function usesIban(country: string): boolean {
  return countrySpecs[country.toUpperCase()]?.chars !== undefined;
}

export function checkIban(value: string): RuleResult {
  const iban = electronicFormatIBAN(value) ?? '';
  return iban !== '' && isValidIBAN(iban) ? undefined : `${KEY}.iban_format`;
}

export function checkAccountNumber(value: string, currency: Currency, country: string): RuleResult {
  const number = value.replace(/\s/g, '');
  if (number === '') return `${KEY}.account_required`;
  if (currency === 'RMB') return /^\d{8,30}$/.test(number) ? undefined : `${KEY}.account_digits`;
  if (usesIban(country)) return checkIban(number);
  return /^[A-Za-z0-9]{4,34}$/.test(number) ? undefined : `${KEY}.account_format`;
}

function checkJointBankNumber(value: string): RuleResult {
  if (value.trim() === '') return `${KEY}.joint_required`;
  return /^\d{12}$/.test(value.trim()) ? undefined : `${KEY}.joint_format`;
}

/** Letters of a name, Chinese or Latin (Turkish ç ğ ı ş included), and what joins them. */
const HOLDER_ANY = /^[\p{Script=Han}\p{Script=Latin}][\p{Script=Han}\p{Script=Latin} ·.'’-]*$/u;
const HOLDER_LATIN = /^\p{Script=Latin}[\p{Script=Latin} .'’-]*$/u;

/**
 * The account holder as the bank registered it: a Chinese or Latin-letter name for an RMB account
 * (a foreigner's account in China is in Latin letters), Latin letters only abroad, where a SWIFT
 * transfer carries no other script. No digits, emoji or other symbols.
 */
export function checkAccountHolder(value: string, currency: string): RuleResult {
  const name = value.trim();
  if (name === '') return `${KEY}.required`;
  if (currency === 'RMB') return HOLDER_ANY.test(name) ? undefined : `${KEY}.holder_format`;
  return HOLDER_LATIN.test(name) ? undefined : `${KEY}.holder_latin`;
}

/** Every rule of the form at once; the fake API applies the same before it saves. */
export function checkPayment(values: PaymentValues): PaymentErrors {
  const errors: PaymentErrors = {};
  const required = (field: keyof PaymentValues) => {
    if (values[field].trim() === '') errors[field] = `${KEY}.required`;
  };
  (['country', 'bankName'] as const).forEach(required);
  const holder = checkAccountHolder(values.accountName, values.currency);
  if (holder) errors.accountName = holder;
  const account = checkAccountNumber(values.accountNumber, values.currency, values.country);
  if (account) errors.accountNumber = account;
  if (values.currency === 'RMB') {
    if (values.country.toUpperCase() !== 'CN') errors.country = `${KEY}.rmb_mainland`;
    required('branch');
    const joint = checkJointBankNumber(values.jointBankNumber);
    if (joint) errors.jointBankNumber = joint;
  } else {
    const swift = checkSwift(values.swiftCode);
    if (swift) errors.swiftCode = swift;
    required('bankAddress');
    required('payeeAddress');
  }
  return errors;
}

/** An account number as shown once saved: all but the last 4 digits hidden. */
export function maskAccountNumber(value: string): string {
  const number = value.replace(/\s/g, '');
  if (number === '') return '';
  return `**** ${number.slice(-4)}`;
}
