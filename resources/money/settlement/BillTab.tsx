import { Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { List, Pagination, useListContext } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { BillTable } from '../bills/BillTable';

const IncomeChart = lazy(() => import('./IncomeChart'));

/** The monthly bills; a row opens its detail (orders, referrals, deductions; confirm or dispute). */
export function BillTab() {
  return (
    <List
      resource="bills"
      title={false}
      exporter={false}
      actions={false}
      disableSyncWithLocation
      perPage={12}
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
    >
      <Stack spacing={2}>
        <Suspense fallback={null}>
          <BillChart />
        </Suspense>
        <BillTable
          testId="bill-list"
          columns={[
            'name',
            'settlementTime',
            'orderCount',
            'amount',
            'designReward',
            'recommenderReward',
            'deductions',
            'tax',
            'deposit',
            'paidAmount',
            'unpaidAmount',
            'status',
          ]}
        />
      </Stack>
    </List>
  );
}

function BillChart() {
  const { data } = useListContext<Bill>();
  if (!data?.length) return null;
  return <IncomeChart bills={[...data].reverse()} />;
}
