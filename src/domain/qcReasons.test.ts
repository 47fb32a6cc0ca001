import { describe, expect, it } from 'vitest';
import { QC_REASON_ERRORS, validateInspection, validateReason } from './qcReasons';
import { TEXT_LIMITS } from './textLimits';

const margin = { category: 'margin', severity: 'major', text: '边缘不密合', pin: [1, 2.5, -3] };

describe('inspection reasons', () => {
  it('refuses a fail or a return without a reason, accepts a bare pass', () => {
    expect(validateInspection('fail', [])).toBe(QC_REASON_ERRORS.required);
    expect(validateInspection('return', [])).toBe(QC_REASON_ERRORS.required);
    expect(validateInspection('pass', [])).toBeUndefined();
  });

  it('accepts structured reasons, pinned or not', () => {
    const contacts = { category: 'contacts', severity: 'minor', text: '' };
    expect(validateInspection('fail', [margin, contacts])).toBeUndefined();
  });

  it('takes a description up to the reason limit, counted in characters as a person counts', () => {
    const limit = TEXT_LIMITS.reason;
    // 500 emoji are 1000 UTF-16 units, and still 500 characters.
    expect(validateReason({ ...margin, text: '🦷'.repeat(limit) })).toBeUndefined();
    expect(validateReason({ ...margin, text: '边'.repeat(limit + 1) })).toBe(QC_REASON_ERRORS.text);
  });

  it('names the first faulty field', () => {
    expect(validateReason({ ...margin, category: 'colour' })).toBe(QC_REASON_ERRORS.category);
    expect(validateReason({ ...margin, severity: 'fatal' })).toBe(QC_REASON_ERRORS.severity);
    expect(validateReason({ ...margin, text: 'x'.repeat(501) })).toBe(QC_REASON_ERRORS.text);
    expect(validateReason({ ...margin, category: 'other', text: '  ' })).toBe(
      QC_REASON_ERRORS.text,
    );
    expect(validateReason({ ...margin, pin: [1, 2] })).toBe(QC_REASON_ERRORS.pin);
    expect(validateReason({ ...margin, pin: [1, 2, Number.NaN] })).toBe(QC_REASON_ERRORS.pin);
    expect(validateReason('边缘')).toBe(QC_REASON_ERRORS.category);
    expect(validateInspection('fail', [margin, { ...margin, severity: '' }])).toBe(
      QC_REASON_ERRORS.severity,
    );
  });
});
