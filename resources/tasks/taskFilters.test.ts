import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, draftOf, filtersOf } from './taskFilters';

describe('task filters', () => {
  it('sends the "to" day inclusive and leaves blank fields out', () => {
    expect(filtersOf({ ...EMPTY_DRAFT, productName: ' crown ', to: '2026-02-28' })).toEqual({
      productName: 'crown',
      createTime_datelt: '2026-03-01',
    });
  });

  it('gives back the draft of the filters the list kept, dates included', () => {
    const draft = { ...EMPTY_DRAFT, material: 'zirconia', from: '2026-01-01', to: '2026-12-31' };
    expect(draftOf(filtersOf(draft))).toEqual(draft);
    expect(draftOf(undefined)).toEqual(EMPTY_DRAFT);
    expect(draftOf({ isRework: 1, createTime_datelt: 'x' })).toEqual(EMPTY_DRAFT);
  });
});
