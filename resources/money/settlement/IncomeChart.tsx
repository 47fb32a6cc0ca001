import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { useSettlementCurrency } from '../../../src/session/useSettlementCurrency';

/** Income per month on the bill page (lazy: charts are heavy). */
export default function IncomeChart({ bills }: { bills: Bill[] }) {
  const translate = useTranslate();
  const { money, month, axisNumber } = useFormatters();
  const currency = useSettlementCurrency();
  return (
    <>
      <Typography variant="subtitle1">{translate('app.money.bill.chart')}</Typography>
      <BarChart
        height={220}
        xAxis={[
          {
            scaleType: 'band',
            data: bills.map((bill) => bill.name),
            valueFormatter: (value: string) => month(value),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => axisNumber(value) }]}
        series={[
          {
            data: bills.map((bill) => bill.amount),
            label: translate('app.money.bill.chart'),
            valueFormatter: (value) => money(value ?? 0, currency),
          },
        ]}
      />
    </>
  );
}
