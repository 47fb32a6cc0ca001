import {
  LOWER_ARCH,
  UPPER_ARCH,
  sameConnector,
  type RestorationType,
  type ToothChart,
  type ToothUnit,
} from '../../../src/domain/teeth';

/** The teeth either side of this one in its arch (one at the arch's ends). */
export function archNeighbours(toothNo: number): number[] {
  for (const arch of [UPPER_ARCH, LOWER_ARCH]) {
    const index = arch.indexOf(toothNo);
    if (index >= 0)
      return [arch[index - 1], arch[index + 1]].filter((tooth) => tooth !== undefined);
  }
  return [];
}

/** Sets a tooth's restoration; none removes the unit and its connectors. */
export function withType(
  chart: ToothChart,
  toothNo: number,
  type: RestorationType | '',
): ToothChart {
  const others = chart.teeth.filter((unit) => unit.toothNo !== toothNo);
  if (!type) {
    return {
      ...chart,
      teeth: others,
      connectors: chart.connectors.filter((c) => c.fromTooth !== toothNo && c.toTooth !== toothNo),
    };
  }
  const before = chart.teeth.find((unit) => unit.toothNo === toothNo);
  const unit: ToothUnit = { ...before, toothNo, restorationType: type };
  if (type !== 'implantCrown' && type !== 'abutment') {
    delete unit.implantBrand;
    delete unit.interfaceSize;
  }
  return { ...chart, teeth: [...others, unit] };
}

export function withUnitFields(
  chart: ToothChart,
  toothNo: number,
  fields: Partial<Pick<ToothUnit, 'implantBrand' | 'interfaceSize' | 'shade'>>,
): ToothChart {
  return {
    ...chart,
    teeth: chart.teeth.map((unit) => (unit.toothNo === toothNo ? { ...unit, ...fields } : unit)),
  };
}

export function isJoined(chart: ToothChart, a: number, b: number): boolean {
  return chart.connectors.some((connector) => sameConnector(connector, a, b));
}

export function withJoin(chart: ToothChart, a: number, b: number, joined: boolean): ToothChart {
  const others = chart.connectors.filter((connector) => !sameConnector(connector, a, b));
  return { ...chart, connectors: joined ? [...others, { fromTooth: a, toTooth: b }] : others };
}
