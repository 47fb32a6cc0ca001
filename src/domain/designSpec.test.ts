import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from './designParameters';
import { designSpecOf, orderMaterials, worstVerdict } from './designSpec';

describe('designSpecOf', () => {
  it('has nothing to measure against when no unit names its material', () => {
    expect(designSpecOf({ teeth: [{ toothNo: 16, restorationType: 'fullCrown' }] })).toBe(
      undefined,
    );
  });

  it("reads a single crown's profile and the order's parameters, no bridge", () => {
    const parameters = { ...DEFAULT_PARAMETERS, minThicknessMm: 0.8 };
    const spec = designSpecOf({
      teeth: [{ toothNo: 16, restorationType: 'fullCrown', materialId: 'zirconia-3y' }],
      designParameters: parameters,
    });
    expect(spec?.profile.id).toBe('zirconia-3y');
    expect(spec?.parameters).toEqual(parameters);
    expect(spec?.bridge).toBe(undefined);
  });

  it('reads a posterior three-unit bridge with one pontic, and a free-end pontic as cantilever', () => {
    const unit = (toothNo: number, restorationType: 'fullCrown' | 'pontic') =>
      ({ toothNo, restorationType, materialId: 'zirconia-3y' }) as const;
    const bridge = designSpecOf({
      teeth: [unit(34, 'fullCrown'), unit(35, 'pontic'), unit(36, 'fullCrown')],
      connectors: [
        { fromTooth: 34, toTooth: 35 },
        { fromTooth: 35, toTooth: 36 },
      ],
    });
    expect(bridge?.parameters).toEqual(DEFAULT_PARAMETERS);
    expect(bridge?.bridge).toEqual({
      units: 3,
      pontics: 1,
      position: 'posterior',
      cantilever: false,
    });
    const freeEnd = designSpecOf({
      teeth: [unit(12, 'pontic'), unit(13, 'fullCrown')],
      connectors: [{ fromTooth: 12, toTooth: 13 }],
    });
    expect(freeEnd?.bridge).toEqual({
      units: 2,
      pontics: 1,
      position: 'anterior',
      cantilever: true,
    });
  });

  it('lists each material once and takes the worst verdict', () => {
    expect(
      orderMaterials({
        teeth: [
          { toothNo: 11, restorationType: 'fullCrown', materialId: 'lithium-disilicate' },
          { toothNo: 21, restorationType: 'fullCrown', materialId: 'lithium-disilicate' },
          { toothNo: 36, restorationType: 'fullCrown', materialId: 'zirconia-3y' },
        ],
      }),
    ).toEqual(['lithium-disilicate', 'zirconia-3y']);
    expect(worstVerdict([{ verdict: 'pass' }, { verdict: 'soft' }])).toBe('soft');
    expect(worstVerdict([{ verdict: 'soft' }, { verdict: 'hard' }])).toBe('hard');
    expect(worstVerdict([])).toBe('pass');
  });
});
