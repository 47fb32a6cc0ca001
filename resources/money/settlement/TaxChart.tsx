import { Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { computeTax, fenToYuan } from '../../../src/domain/money';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';

const POINTS = 41;

/** Tax and net over 0 to twice the amount (lazy: charts are heavy). */
export default function TaxChart({ centreFen }: { centreFen: number }) {
  const translate = useTranslate();
  const { money, axisNumber } = useFormatters();
  const currency = useSettlementCurrency();
  const top = Math.max(1_000_000, centreFen * 2);
  const xs = Array.from({ length: POINTS }, (_, index) => Math.round((top * index) / (POINTS - 1)));
  const results = xs.map((fen) => computeTax(fen));
  return (
    <>
      <Typography variant="subtitle1">{translate('app.money.tax.chart')}</Typography>
      <LineChart
        height={280}
        xAxis={[{ data: xs.map(fenToYuan), valueFormatter: (value: number) => axisNumber(value) }]}
        yAxis={[{ valueFormatter: (value: number) => axisNumber(value) }]}
        series={[
          {
            data: results.map((r) => fenToYuan(r.taxFen)),
            label: translate('app.money.tax.series.tax'),
            valueFormatter: (value) => money(value ?? 0, currency),
            showMark: false,
          },
          {
            data: results.map((r) => fenToYuan(r.netFen)),
            label: translate('app.money.tax.series.net'),
            valueFormatter: (value) => money(value ?? 0, currency),
            showMark: false,
          },
        ]}
      />
    </>
  );
}
