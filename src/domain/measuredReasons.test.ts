import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from './designParameters';
import { measuredReasons } from './measuredReasons';
import type { CheckResult } from './mesh/designCheckTypes';
import { validateReason } from './qcReasons';

const result = (patch: Partial<CheckResult>): CheckResult => ({
  check: 'thickness.occlusal',
  verdict: 'soft',
  reason: 'app.design_check.reason.thickness_soft',
  measured: { minMm: 0.62 },
  limit: { value: 0.8, unit: 'mm', source: 'order' },
  regions: [
    { point: [1, 2, 3], normal: [0, 0, 1], value: 0.62, areaMm2: 1.5 },
    { point: [4, 5, 6], normal: [0, 0, 1], value: 0.7, areaMm2: 0.4 },
  ],
  cites: {
    profile: { id: 'zirconia-3y', version: '2026-11-28.1' },
    parameters: DEFAULT_PARAMETERS,
    files: {},
  },
  ...patch,
});

describe('measuredReasons', () => {
  it('pins each check short of the order at its worst region, in its category, with its figure', () => {
    const reasons = measuredReasons(
      [
        result({}),
        result({ check: 'proximal.contact', where: 'side 1', regions: [] }),
        result({ check: 'occlusal.clearance', verdict: 'pass' }),
      ],
      (item) => `${item.check} ${item.measured.minMm}`,
    );
    expect(reasons).toEqual([
      { category: 'thickness', severity: 'minor', text: 'thickness.occlusal 0.62', pin: [1, 2, 3] },
      { category: 'contacts', severity: 'minor', text: 'proximal.contact 0.62' },
    ]);
    // The inspector may send them as they are.
    expect(reasons.map(validateReason)).toEqual([undefined, undefined]);
  });
});
