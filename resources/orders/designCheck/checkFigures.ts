import type { CheckResult, Verdict } from '../../../src/domain/mesh/designCheckTypes';

type Translate = (key: string, options?: object) => string;
/** The portal's decimal formatter in the reader's language (useFormatters().decimal). */
export type Decimal = (value: number, digits: number) => string;

/** The check's name, with its place when it is made per side or per connector. */
export function checkLabel(result: Pick<CheckResult, 'check' | 'where'>, translate: Translate) {
  const name = translate(`app.design_check.check.${result.check.replace('.', '_')}`);
  const place = /^(side|connector) (\d+)$/.exec(result.where ?? '');
  return place
    ? `${name} (${translate(`app.design_check.panel.${place[1]}`, { n: place[2] })})`
    : name;
}

/** The figure a check is judged by, with its unit: the smallest section or the least distance. */
export function measuredFigure(
  result: Pick<CheckResult, 'check' | 'measured'>,
  decimal: Decimal,
): string {
  if (result.check === 'connector.area') return area(result.measured.smallestMm2, decimal);
  return millimetres(result.measured.minMm, decimal);
}

export function limitFigure(result: Pick<CheckResult, 'limit'>, decimal: Decimal): string {
  const { value, unit } = result.limit;
  if (value === null) return '—';
  return unit === 'mm2' ? area(value, decimal) : millimetres(value, decimal);
}

export const millimetres = (value: number | undefined, decimal: Decimal) =>
  value === undefined || Number.isNaN(value) ? '—' : `${decimal(value, 2)} mm`;
const area = (value: number | undefined, decimal: Decimal) =>
  value === undefined || Number.isNaN(value) ? '—' : `${decimal(value, 1)} mm²`;

/** A verdict's colour on chips: pass green, short of the order amber, below the material red. */
export const VERDICT_COLOUR: Record<Verdict, 'success' | 'warning' | 'error'> = {
  pass: 'success',
  soft: 'warning',
  hard: 'error',
};
