import { Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DataTable, List, useListContext } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { BillDetailDialog } from '../bills/BillDetailDialog';
import { billColumns } from '../bills/billColumns';

const IncomeChart = lazy(() => import('./IncomeChart'));

/** The monthly bills; a row opens its detail (orders, referrals, deductions; confirm or dispute). */
export function BillTab() {
  const [open, setOpen] = useState<Bill | undefined>(undefined);
  return (
    <List
      resource="bills"
      title={false}
      exporter={false}
      actions={false}
      disableSyncWithLocation
      perPage={12}
    >
      <Stack spacing={2}>
        <Suspense fallback={null}>
          <BillChart />
        </Suspense>
        <DataTable
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            setOpen(record as Bill);
            return false;
          }}
          data-testid="bill-list"
        >
          {billColumns([
            'name',
            'settlementTime',
            'orderCount',
            'amount',
            'designReward',
            'recommenderReward',
            'deductions',
            'tax',
            'paidAmount',
            'unpaidAmount',
            'status',
          ])}
        </DataTable>
      </Stack>
      {open && <BillDetailDialog bill={open} onClose={() => setOpen(undefined)} />}
    </List>
  );
}

function BillChart() {
  const { data } = useListContext<Bill>();
  if (!data?.length) return null;
  return <IncomeChart bills={[...data].reverse()} />;
}
