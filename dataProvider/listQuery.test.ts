import { describe, expect, it } from 'vitest';
import { toFilterQuery } from './listQuery';

describe('toFilterQuery: a list filter as Blade query parameters', () => {
  it('sends a day range with both days included: from as _datege, the day after "to" as _datelt', () => {
    expect(toFilterQuery({ createTime_from: '2026-02-01', createTime_to: '2026-02-28' })).toEqual({
      createTime_datege: '2026-02-01',
      createTime_datelt: '2026-03-01',
    });
    expect(toFilterQuery({ createTime_to: '2026-12-31' })).toEqual({
      createTime_datelt: '2027-01-01',
    });
  });

  it('trims text, leaves blanks and half-typed days out, joins lists, keeps the other keys', () => {
    expect(
      toFilterQuery({
        tab: 'history',
        customerCode: ' KH001 ',
        productName: '  ',
        material: '',
        isRework: '1',
        status: ['2', '3'],
        createTime_from: '2026-02',
        cleared: null,
        page: 2,
      }),
    ).toEqual({ tab: 'history', customerCode: 'KH001', isRework: '1', status: '2,3', page: 2 });
    expect(toFilterQuery(undefined)).toEqual({});
  });
});
