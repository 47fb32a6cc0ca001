import { describe, expect, it } from 'vitest';
import {
  checkAccountNumber,
  checkIban,
  checkPayment,
  checkSwift,
  maskAccountNumber,
  type PaymentValues,
} from './payment';

describe('checkSwift', () => {
  it.each(['ICBKCNBJ', 'DEUTDEFF500', 'icbkcnbj'])('accepts %j', (value) => {
    expect(checkSwift(value)).toBeUndefined();
  });
  it('refuses a missing, short, long or unknown-country code', () => {
    expect(checkSwift('')).toBe('app.profile.payment.validation.swift_required');
    for (const value of ['ICBKCNB', 'ICBKCNBJ1', 'ICBKCNBJ1234', 'ICBKXXBJ', 'IC8KCNBJ']) {
      expect(checkSwift(value)).toBe('app.profile.payment.validation.swift_format');
    }
  });
});

describe('checkIban', () => {
  it('accepts valid IBANs, spaced or not', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(checkIban('TR330006100519786457841326')).toBeUndefined();
  });
  it('refuses a wrong mod-97 check and a wrong length', () => {
    expect(checkIban('DE88370400440532013000')).toBe('app.profile.payment.validation.iban_format');
    expect(checkIban('DE8937040044053201300')).toBe('app.profile.payment.validation.iban_format');
  });
});

describe('checkAccountNumber', () => {
  it('wants digits for RMB', () => {
    expect(checkAccountNumber('6222020200012345678', 'RMB', 'CN')).toBeUndefined();
    expect(checkAccountNumber('6222-0202', 'RMB', 'CN')).toBe(
      'app.profile.payment.validation.account_digits',
    );
  });
  it('checks IBAN where the country uses it, and not where it does not', () => {
    expect(checkAccountNumber('DE88370400440532013000', 'USD', 'DE')).toBe(
      'app.profile.payment.validation.iban_format',
    );
    expect(checkAccountNumber('000123456789', 'USD', 'US')).toBeUndefined();
  });
});

const rmb: PaymentValues = {
  currency: 'RMB',
  country: 'CN',
  bankName: '中国工商银行',
  branch: '北京海淀支行',
  accountName: '张伟',
  accountNumber: '6222020200012345678',
  jointBankNumber: '102100000458',
  bankCode: 'ICBC',
  bankAddress: '',
  payeeAddress: '',
  swiftCode: '',
};

describe('checkPayment', () => {
  it('accepts complete RMB details and wants a mainland bank with its joint number', () => {
    expect(checkPayment(rmb)).toEqual({});
    expect(checkPayment({ ...rmb, country: 'US', jointBankNumber: '' })).toEqual({
      country: 'app.profile.payment.validation.rmb_mainland',
      jointBankNumber: 'app.profile.payment.validation.joint_required',
    });
  });
  it('wants SWIFT and both addresses for USD', () => {
    const usd: PaymentValues = {
      ...rmb,
      currency: 'USD',
      country: 'US',
      accountNumber: '123456789',
      accountName: 'Wei Zhang',
    };
    expect(checkPayment(usd)).toEqual({
      swiftCode: 'app.profile.payment.validation.swift_required',
      bankAddress: 'app.profile.payment.validation.required',
      payeeAddress: 'app.profile.payment.validation.required',
    });
  });
});

describe('the account holder (issue 40, point 10)', () => {
  it('refuses an emoji, another script or digits as the name on an account', () => {
    expect(checkPayment({ ...rmb, accountName: '😀 مرحبا' }).accountName).toBe(
      'app.profile.payment.validation.holder_format',
    );
    expect(checkPayment({ ...rmb, accountName: '张伟1' }).accountName).toBe(
      'app.profile.payment.validation.holder_format',
    );
  });
  it('takes a Chinese name with its middle dot, or a Latin one with Turkish letters', () => {
    expect(checkPayment({ ...rmb, accountName: '阿依古丽·买买提' })).toEqual({});
    expect(checkPayment({ ...rmb, accountName: 'Ayşe Yılmaz-Öztürk' })).toEqual({});
  });
  it('wants Latin letters for a USD account, as a SWIFT transfer carries them', () => {
    const usd: PaymentValues = {
      ...rmb,
      currency: 'USD',
      country: 'TR',
      accountNumber: 'TR330006100519786457841326',
      swiftCode: 'TCZBTR2A',
      bankAddress: 'Istanbul',
      payeeAddress: 'Ankara',
    };
    expect(checkPayment({ ...usd, accountName: 'Ayşe Yılmaz' })).toEqual({});
    expect(checkPayment(usd).accountName).toBe('app.profile.payment.validation.holder_latin');
  });
});

describe('maskAccountNumber', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskAccountNumber('6222020200012345678')).toBe('**** 5678');
    expect(maskAccountNumber('')).toBe('');
  });
});
