import type { CheckResult } from '../../../src/domain/mesh/designCheckTypes';

type Translate = (key: string, options?: object) => string;

/** The check's name, with its place when it is made per side or per connector. */
export function checkLabel(result: Pick<CheckResult, 'check' | 'where'>, translate: Translate) {
  const name = translate(`app.design_check.check.${result.check.replace('.', '_')}`);
  const place = /^(side|connector) (\d+)$/.exec(result.where ?? '');
  return place
    ? `${name} (${translate(`app.design_check.panel.${place[1]}`, { n: place[2] })})`
    : name;
}

/** The figure a check is judged by, with its unit: the smallest section or the least distance. */
export function measuredFigure(result: Pick<CheckResult, 'check' | 'measured'>): string {
  if (result.check === 'connector.area') return area(result.measured.smallestMm2);
  return millimetres(result.measured.minMm);
}

export function limitFigure(result: Pick<CheckResult, 'limit'>): string {
  const { value, unit } = result.limit;
  if (value === null) return '—';
  return unit === 'mm2' ? area(value) : millimetres(value);
}

const millimetres = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(2)} mm`;
const area = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(1)} mm²`;
