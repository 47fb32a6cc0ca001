import { useTranslate } from 'react-admin';
import {
  chartTeethText,
  toothLabel,
  unitCount,
  type ToothChart,
  type ToothNotation,
  type ToothUnit,
} from '../../../src/domain/teeth';

/** The chart in words: "14-15-16 · 3 units" and "16 full crown", in a notation. */
export function useChartWords(notation: ToothNotation) {
  const translate = useTranslate();
  const summary = (chart: ToothChart) =>
    chart.teeth.length === 0
      ? translate('app.orders.teeth.none')
      : translate('app.orders.teeth.summary', {
          teeth: chartTeethText(chart, notation),
          units: translate('app.orders.teeth.units', { smart_count: unitCount(chart) }),
        });
  const unitName = (unit: ToothUnit) =>
    translate('app.orders.teeth.tooth_name', {
      tooth: toothLabel(unit.toothNo, notation),
      type: translate(`app.orders.teeth.types.${unit.restorationType}`),
    });
  return { summary, unitName };
}
