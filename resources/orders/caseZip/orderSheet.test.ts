import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { en } from '../../../i18n/en';
import { zh } from '../../../i18n/zh';
import { orderSheetHtml } from './orderSheet';

const bridgeOrder = {
  id: '1',
  orderNo: 'DD202611270001',
  taskNo: 'RW1',
  productName: '全冠',
  fullCrownCount: 3,
  innerCrownCount: 0,
  remark: '',
  teeth: [
    { toothNo: 16, restorationType: 'fullCrown' },
    { toothNo: 14, restorationType: 'fullCrown' },
    { toothNo: 15, restorationType: 'pontic' },
  ],
  connectors: [
    { fromTooth: 14, toTooth: 15 },
    { fromTooth: 15, toTooth: 16 },
  ],
  shade: 'A2',
} as unknown as DesignTask;

const sheet = (catalog: typeof en | typeof zh, language: string, notation?: 'universal') => {
  const { translate } = polyglotI18nProvider(() => catalog, language);
  return orderSheetHtml(
    bridgeOrder,
    [],
    [],
    {
      translate,
      valueLabel: (_field, value) => value,
      dateTime: (text) => text,
      language,
      notation,
    },
    'now',
  );
};

/** Issue 24: the case package's order sheet lists the teeth with their restorations and the shade. */
describe('orderSheetHtml', () => {
  it('lists the bridge and the shade in the user language', () => {
    expect(sheet(en, 'en')).toContain(
      '<tr><th>Tooth chart</th><td>14-15-16 · 3 units: 14 full crown, 15 pontic, 16 full crown</td></tr>',
    );
    expect(sheet(en, 'en')).toContain('<tr><th>Shade</th><td>A2</td></tr>');
    expect(sheet(zh, 'zh')).toContain(
      '<tr><th>牙位图</th><td>14-15-16 · 3 单位: 14 全冠, 15 桥体, 16 全冠</td></tr>',
    );
    expect(sheet(en, 'en', 'universal')).toContain(
      '3-4-5 · 3 units: 3 full crown, 4 pontic, 5 full crown',
    );
  });
});
