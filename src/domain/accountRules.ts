/**
 * Account field rules of SPEC §5. Each check returns a translation key, or undefined when valid.
 */
const USERNAME = /^[A-Za-z0-9]{6,}$/;
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type RuleResult = string | undefined;

export function checkUsername(value: string): RuleResult {
  return USERNAME.test(value) ? undefined : 'app.validation.username_rule';
}

/** A password longer than this is a paste gone wrong, not a password (it is sent hashed). */
export const PASSWORD_MAX_LENGTH = 64;

export function checkPassword(value: string): RuleResult {
  if (value.length > PASSWORD_MAX_LENGTH) return 'app.validation.password_too_long';
  const strong =
    value.length >= 8 &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    !CHINESE.test(value);
  return strong ? undefined : 'app.validation.password_rule';
}

export function checkPhone(value: string): RuleResult {
  if (value.trim() === '') return 'app.validation.phone_empty';
  if (!/^\d+$/.test(value)) return 'app.validation.phone_format';
  if (value.length !== 11) return 'app.validation.phone_length';
  return MOBILE.test(value) ? undefined : 'app.validation.phone_format';
}

export function checkEmail(value: string): RuleResult {
  if (value.trim() === '') return 'app.validation.email_empty';
  return EMAIL.test(value.trim()) ? undefined : 'app.validation.email_format';
}

/**
 * The code-login and forgot-password field takes an 11-digit mobile number or an e-mail address:
 * digits are checked as a phone number, anything with "@" as an e-mail, the rest is told that
 * either will do (never "phone number format" to someone typing an e-mail).
 */
export function checkPhoneOrEmail(value: string): RuleResult {
  if (value.includes('@')) return EMAIL.test(value) ? undefined : 'app.validation.email_format';
  if (value.trim() !== '' && !/^\d+$/.test(value)) return 'app.validation.phone_or_email_format';
  return checkPhone(value);
}
