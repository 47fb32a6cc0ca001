import { describe, expect, it } from 'vitest';
import { dictionaryLabel } from './useDictionary';

describe('dictionaryLabel', () => {
  const items = [
    {
      id: '1',
      tenantId: '000000',
      parentId: '0',
      code: 'material',
      dictKey: '钛',
      dictValue: 'Titanium',
      sort: 1,
      remark: '',
    },
  ];

  it('gives the label of a known value and the value itself otherwise', () => {
    const label = dictionaryLabel(items);
    expect(label('钛')).toBe('Titanium');
    expect(label('11, 12')).toBe('11, 12');
  });
});
