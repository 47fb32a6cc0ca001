import { describe, expect, it } from 'vitest';
import {
  areNeighbours,
  chartCrownCounts,
  chartEditable,
  chartProblem,
  chartTeethText,
  fdiToUniversal,
  LOWER_ARCH,
  universalToFdi,
  UPPER_ARCH,
  type ToothChart,
} from './teeth';
import { countReasonProblem, countsDifferFromChart } from './submitRules';

const bridge: ToothChart = {
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
};

describe('tooth chart', () => {
  it('converts FDI and Universal both ways for all 32 teeth', () => {
    expect(fdiToUniversal(18)).toBe(1);
    expect(fdiToUniversal(14)).toBe(5);
    expect(fdiToUniversal(28)).toBe(16);
    expect(fdiToUniversal(38)).toBe(17);
    expect(fdiToUniversal(31)).toBe(24);
    expect(fdiToUniversal(48)).toBe(32);
    const all = [...UPPER_ARCH, ...LOWER_ARCH];
    expect(new Set(all.map(fdiToUniversal)).size).toBe(32);
    for (const tooth of all) expect(universalToFdi(fdiToUniversal(tooth))).toBe(tooth);
  });

  it('knows neighbours within an arch, across the midline, never across arches', () => {
    expect(areNeighbours(14, 15)).toBe(true);
    expect(areNeighbours(11, 21)).toBe(true);
    expect(areNeighbours(41, 31)).toBe(true);
    expect(areNeighbours(14, 16)).toBe(false);
    expect(areNeighbours(18, 48)).toBe(false);
    expect(areNeighbours(11, 41)).toBe(false);
  });

  it('reads a 3-unit bridge as one run and counts the pontic as a full crown', () => {
    expect(chartTeethText(bridge, 'fdi')).toBe('14-15-16');
    expect(chartTeethText(bridge, 'universal')).toBe('3-4-5');
    const single = {
      ...bridge,
      teeth: [...bridge.teeth, { toothNo: 36, restorationType: 'coping' as const }],
    };
    expect(chartTeethText(single, 'fdi')).toBe('14-15-16 36');
    expect(chartCrownCounts(single)).toEqual({ fullCrownCount: 3, innerCrownCount: 1 });
    expect(chartCrownCounts({ teeth: [{ toothNo: 11, restorationType: 'veneer' }] })).toEqual({
      fullCrownCount: 0,
      innerCrownCount: 0,
    });
  });

  it('refuses bad teeth, far connectors, lonely pontics and implant fields on a crown', () => {
    expect(chartProblem(bridge)).toBeUndefined();
    const key = (name: string) => `app.orders.teeth.rules.${name}`;
    expect(
      chartProblem({
        ...bridge,
        teeth: [{ toothNo: 19, restorationType: 'fullCrown' }],
        connectors: [],
      }),
    ).toBe(key('tooth_invalid'));
    expect(chartProblem({ ...bridge, teeth: [...bridge.teeth, bridge.teeth[0]] })).toBe(
      key('tooth_twice'),
    );
    expect(chartProblem({ ...bridge, connectors: [{ fromTooth: 14, toTooth: 16 }] })).toBe(
      key('connector_neighbours'),
    );
    expect(chartProblem({ ...bridge, connectors: [{ fromTooth: 16, toTooth: 17 }] })).toBe(
      key('connector_unit'),
    );
    expect(chartProblem({ ...bridge, connectors: [] })).toBe(key('pontic_alone'));
    const branded = { toothNo: 36, restorationType: 'fullCrown' as const, implantBrand: 'Osstem' };
    expect(chartProblem({ ...bridge, teeth: [...bridge.teeth, branded] })).toBe(
      key('implant_fields'),
    );
    const implant = { ...branded, restorationType: 'implantCrown' as const, interfaceSize: '4.1' };
    expect(chartProblem({ ...bridge, teeth: [...bridge.teeth, implant] })).toBeUndefined();
  });

  it('asks for a reason only when the submit counts differ from the chart', () => {
    const task = { teeth: bridge.teeth };
    const counts = (full: string, inner: string) => ({
      fullCrownCount: full,
      innerCrownCount: inner,
    });
    expect(countsDifferFromChart(task, counts('3', '0'))).toBe(false);
    expect(countReasonProblem(task, counts('2', '0'), ' ')).toBe(
      'app.orders.teeth.rules.reason_required',
    );
    expect(
      countReasonProblem(task, counts('2', '0'), 'the pontic is an ovate one'),
    ).toBeUndefined();
    expect(countReasonProblem({ teeth: [] }, counts('7', '0'), '')).toBeUndefined();
  });
});

describe('chartTeethText', () => {
  it('keeps a bridge across the midline in the arch order', () => {
    const chart: ToothChart = {
      teeth: [
        { toothNo: 21, restorationType: 'fullCrown' },
        { toothNo: 11, restorationType: 'fullCrown' },
        { toothNo: 12, restorationType: 'fullCrown' },
        { toothNo: 46, restorationType: 'inlay' },
      ],
      connectors: [
        { fromTooth: 11, toTooth: 21 },
        { fromTooth: 12, toTooth: 11 },
      ],
      shade: '',
    };
    expect(chartTeethText(chart, 'fdi')).toBe('12-11-21 46');
  });

  it('lets staff change a chart only before the design is handed in', () => {
    const editable = ['0', '1', '2', '3', '4', '5', '6'].filter((status) =>
      chartEditable({ status }),
    );
    expect(editable).toEqual(['0', '1', '6']);
  });
});
