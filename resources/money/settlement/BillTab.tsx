import { Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DataTable, List, SimpleList, TextField, useListContext } from 'react-admin';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { MoneyField } from '../../../src/components/MoneyField';
import { BillStatusField } from '../bills/BillStatusField';
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
        <PhoneOrTable
          phone={
            <SimpleList
              rowClick={(_id, _resource, record) => {
                setOpen(record as Bill);
                return false;
              }}
              primaryText={<TextField source="name" />}
              secondaryText={<MoneyField source="paidAmount" />}
              tertiaryText={<BillStatusField />}
              data-testid="bill-list"
            />
          }
        >
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
        </PhoneOrTable>
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
