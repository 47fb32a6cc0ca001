import { describe, expect, it } from 'vitest';
import { teethZh } from '../../i18n/orders/teeth/zh';
import { uploadZh } from '../../i18n/upload/zh';
import { ruleText } from './ruleTexts';

describe('the texts of the rules the portal and the server both check', () => {
  it('answers a file rule and a tooth-chart rule with the portal’s Chinese message', () => {
    expect(ruleText('app.upload.rules.cad_count')).toBe(uploadZh.rules.cad_count);
    expect(ruleText('app.orders.teeth.rules.tooth_twice')).toBe(teethZh.rules.tooth_twice);
  });

  it('leaves other keys, and names that are no rule, as they are', () => {
    expect(ruleText('app.money.validation.invalidAmount')).toBe(
      'app.money.validation.invalidAmount',
    );
    expect(ruleText('app.upload.rules.toString')).toBe('app.upload.rules.toString');
    expect(ruleText('app.orders.teeth.rules.cad_count')).toBe('app.orders.teeth.rules.cad_count');
  });
});
