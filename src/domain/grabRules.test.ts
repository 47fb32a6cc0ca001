import { describe, expect, it } from 'vitest';
import { grabBlocker } from './grabRules';

const passed = (type: string) => ({ dentureType: type, status: '1' });

describe('grabBlocker', () => {
  it('lets a certified designer with a signed contract grab orders of a passed type', () => {
    const designer = { contractStatus: '2', certifications: [passed('1'), passed('2')] };
    expect(grabBlocker(designer)).toBeUndefined();
    expect(grabBlocker(designer, '2')).toBeUndefined();
    expect(grabBlocker(designer, '6')).toBe('type_not_certified');
  });

  it('names the first missing step: certification, then the contract', () => {
    expect(grabBlocker({ contractStatus: '0', certifications: [] })).toBe('not_certified');
    expect(
      grabBlocker({ contractStatus: '2', certifications: [{ dentureType: '1', status: '0' }] }),
    ).toBe('not_certified');
    expect(grabBlocker({ contractStatus: '1', certifications: [passed('1')] })).toBe(
      'contract_unsigned',
    );
  });
});
