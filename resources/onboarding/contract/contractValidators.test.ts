import { describe, expect, it } from 'vitest';
import { contractValidators as v } from './contractValidators';

describe('contract form rules', () => {
  it('checks the ID number by the chosen kind', () => {
    expect(v.idNumber('11010519491231002X', { idKind: 'resident' })).toBeUndefined();
    expect(v.idNumber('110105194912310021', { idKind: 'resident' })).toBe(
      'app.onboarding.validation.id_number',
    );
    expect(v.idNumber('U12345678', { idKind: 'passport' })).toBeUndefined();
    expect(v.idNumber('U12345678', { idKind: 'resident' })).toBe(
      'app.onboarding.validation.id_number',
    );
  });

  it('needs the box ticked, the signature equal to the real name, a real tracking number', () => {
    expect(v.agree(false)).toBe('app.onboarding.validation.agree');
    expect(v.agree(true)).toBeUndefined();
    expect(v.signedName('周敏', { realName: '周敏 ' })).toBeUndefined();
    expect(v.signedName('周', { realName: '周敏' })).toBe('app.onboarding.validation.signed_name');
    expect(v.trackNum('SF1234567890')).toBeUndefined();
    expect(v.trackNum('SF-1')).toBe('app.onboarding.validation.track_num');
    expect(v.realName('  ')).toBe('app.onboarding.validation.real_name');
  });
});
