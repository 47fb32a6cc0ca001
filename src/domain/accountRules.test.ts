import { describe, expect, it } from 'vitest';
import { checkPassword, checkPhone, checkPhoneOrEmail, checkUsername } from './accountRules';

describe('checkUsername', () => {
  it('accepts 6+ letters or digits', () => {
    expect(checkUsername('design1')).toBeUndefined();
    expect(checkUsername('abcdef')).toBeUndefined();
  });
  it.each(['abc12', 'abc 123', 'desi_gner', '设计师账号名称', ''])('refuses %j', (value) => {
    expect(checkUsername(value)).toBe('app.validation.username_rule');
  });
});

describe('checkPassword', () => {
  it('refuses a 3,002-character paste, with its own reason (issue 40, point 10)', () => {
    expect(checkPassword(`Designer1${'x'.repeat(2993)}`)).toBe('app.validation.password_too_long');
    expect(checkPassword(`Designer1${'x'.repeat(55)}`)).toBeUndefined();
  });
  it('accepts 8+ chars with lower, upper and digit', () => {
    expect(checkPassword('Designer1')).toBeUndefined();
    expect(checkPassword('Ab1!Ab1!')).toBeUndefined();
  });
  it.each(['Design1', 'designer1', 'DESIGNER1', 'Designerx', 'Designer1密码', ''])(
    'refuses %j',
    (value) => {
      expect(checkPassword(value)).toBe('app.validation.password_rule');
    },
  );
});

describe('checkPhone', () => {
  it('gives the three messages of SPEC §5 in their cases', () => {
    expect(checkPhone('')).toBe('app.validation.phone_empty');
    expect(checkPhone('1380000000')).toBe('app.validation.phone_length');
    expect(checkPhone('138000000012')).toBe('app.validation.phone_length');
    expect(checkPhone('1380000000a')).toBe('app.validation.phone_format');
    expect(checkPhone('23800000001')).toBe('app.validation.phone_format');
    expect(checkPhone('13800000001')).toBeUndefined();
  });
});

describe('checkPhoneOrEmail', () => {
  it('checks e-mail addresses as e-mail and the rest as phone numbers', () => {
    expect(checkPhoneOrEmail('designer@example.com')).toBeUndefined();
    expect(checkPhoneOrEmail('designer@example')).toBe('app.validation.email_format');
    expect(checkPhoneOrEmail('123')).toBe('app.validation.phone_length');
  });
  it('tells someone typing neither that a phone number or an e-mail will do', () => {
    expect(checkPhoneOrEmail('designer.example.com')).toBe('app.validation.phone_or_email_format');
    expect(checkPhoneOrEmail('')).toBe('app.validation.phone_empty');
  });
});
