import { describe, expect, it } from 'vitest';
import type { ToothChart } from '../../../src/domain/teeth';
import { archNeighbours, isJoined, withJoin, withType, withUnitFields } from './chartEdits';

const bridge: ToothChart = {
  teeth: [
    { toothNo: 14, restorationType: 'fullCrown' },
    { toothNo: 15, restorationType: 'pontic' },
    { toothNo: 16, restorationType: 'fullCrown' },
  ],
  connectors: [
    { fromTooth: 14, toTooth: 15 },
    { fromTooth: 15, toTooth: 16 },
  ],
  shade: 'A2',
};

describe('the editor chart edits', () => {
  it('finds the neighbours within an arch, one at its ends', () => {
    expect(archNeighbours(11).sort()).toEqual([12, 21]);
    expect(archNeighbours(18)).toEqual([17]);
    expect(archNeighbours(38)).toEqual([37]);
  });

  it('removing a unit removes its connectors; a crown loses implant fields', () => {
    const without = withType(bridge, 15, '');
    expect(without.teeth.map((unit) => unit.toothNo)).toEqual([14, 16]);
    expect(without.connectors).toEqual([]);
    const implant = withUnitFields(withType(bridge, 16, 'implantCrown'), 16, {
      implantBrand: 'Osstem',
    });
    expect(implant.teeth.find((unit) => unit.toothNo === 16)?.implantBrand).toBe('Osstem');
    const crown = withType(implant, 16, 'fullCrown');
    expect(crown.teeth.find((unit) => unit.toothNo === 16)).toEqual({
      toothNo: 16,
      restorationType: 'fullCrown',
    });
  });

  it('joins and parts two teeth in either order', () => {
    expect(isJoined(bridge, 15, 14)).toBe(true);
    const parted = withJoin(bridge, 15, 14, false);
    expect(isJoined(parted, 14, 15)).toBe(false);
    expect(isJoined(withJoin(parted, 14, 15, true), 15, 14)).toBe(true);
  });
});
