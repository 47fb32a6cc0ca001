import { describe, expect, it } from 'vitest';
import {
  REASON_REQUIRED,
  isValidTrackingNumber,
  mayApply,
  nextCertificationStatus,
  nextContractStatus,
  nextRegistrationStatus,
} from './states';

describe('qualification attempts', () => {
  it('passes or fails an attempt under review', () => {
    expect(nextCertificationStatus('0', 'pass')).toBe('1');
    expect(nextCertificationStatus('0', 'fail')).toBe('2');
  });

  it('refuses to review an attempt twice', () => {
    expect(nextCertificationStatus('1', 'pass')).toBeUndefined();
    expect(nextCertificationStatus('1', 'fail')).toBeUndefined();
    expect(nextCertificationStatus('2', 'pass')).toBeUndefined();
    expect(nextCertificationStatus('2', 'fail')).toBeUndefined();
  });

  it('lets a designer apply for a new type or resubmit a failed one, nothing else', () => {
    expect(mayApply(undefined)).toBe(true);
    expect(mayApply('2')).toBe(true);
    expect(mayApply('0')).toBe(false);
    expect(mayApply('1')).toBe(false);
  });
});

describe('contract', () => {
  it('signs online or goes to signing by mail from not signed', () => {
    expect(nextContractStatus('0', 'signOnline')).toBe('2');
    expect(nextContractStatus('0', 'mail')).toBe('1');
  });

  it('lets staff confirm the paper or send it back', () => {
    expect(nextContractStatus('1', 'confirm')).toBe('2');
    expect(nextContractStatus('1', 'sendBack')).toBe('0');
  });

  it('refuses every other move', () => {
    expect(nextContractStatus('0', 'confirm')).toBeUndefined();
    expect(nextContractStatus('0', 'sendBack')).toBeUndefined();
    expect(nextContractStatus('1', 'signOnline')).toBeUndefined();
    expect(nextContractStatus('1', 'mail')).toBeUndefined();
    for (const move of ['signOnline', 'mail', 'confirm', 'sendBack'] as const) {
      expect(nextContractStatus('2', move)).toBeUndefined();
    }
  });
});

describe('third-party registration', () => {
  it('approves or rejects a pending registration', () => {
    expect(nextRegistrationStatus('0', 'approve')).toBe('1');
    expect(nextRegistrationStatus('0', 'reject')).toBe('2');
  });

  it('refuses every move of an approved or rejected one', () => {
    for (const status of ['1', '2'] as const) {
      expect(nextRegistrationStatus(status, 'approve')).toBeUndefined();
      expect(nextRegistrationStatus(status, 'reject')).toBeUndefined();
    }
  });

  it('names the moves that need a reason', () => {
    expect([...REASON_REQUIRED].sort()).toEqual(['fail', 'reject', 'sendBack']);
  });
});

describe('tracking number', () => {
  it('takes courier numbers and refuses short or punctuated ones', () => {
    expect(isValidTrackingNumber('SF1402937716')).toBe(true);
    expect(isValidTrackingNumber(' 1234567890 ')).toBe(true);
    expect(isValidTrackingNumber('SF12')).toBe(false);
    expect(isValidTrackingNumber('SF-1402937716')).toBe(false);
    expect(isValidTrackingNumber('')).toBe(false);
  });
});
