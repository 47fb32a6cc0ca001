import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { chartOf } from '../../../src/domain/teeth';
import { useChartWords } from './useChartWords';
import { useToothNotation } from './useToothNotation';

/** One line of the grab-pool card: "Tooth chart: 14-15-16 · 3 units". */
export function ToothSummary({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { notation } = useToothNotation();
  const { summary } = useChartWords(notation);
  const chart = chartOf(task);
  if (chart.teeth.length === 0) return null;
  const label = translate('app.orders.labelled', { label: translate('app.orders.teeth.title') });
  const shade = chart.shade
    ? ` · ${translate('app.orders.labelled', { label: translate('app.orders.teeth.shade') })}${chart.shade}`
    : '';
  return (
    <Typography variant="body2" data-testid="tooth-summary">
      {`${label}${summary(chart)}${shade}`}
    </Typography>
  );
}
