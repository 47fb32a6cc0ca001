import { Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DataTable, List, NumberField, TextField, useListContext } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { BillDetailDialog } from '../bills/BillDetailDialog';
import { BillStatusField } from '../bills/BillStatusField';

const IncomeChart = lazy(() => import('./IncomeChart'));
const CNY = { style: 'currency', currency: 'CNY' } as const;

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
          <DataTable.Col source="name" disableSort>
            <TextField source="name" />
          </DataTable.Col>
          <DataTable.Col source="settlementTime" disableSort>
            <ServerDateField source="settlementTime" withTime />
          </DataTable.Col>
          <DataTable.Col source="orderCount" disableSort>
            <NumberField source="orderCount" />
          </DataTable.Col>
          <DataTable.Col source="amount" disableSort>
            <NumberField source="amount" options={CNY} />
          </DataTable.Col>
          <DataTable.Col source="designReward" disableSort>
            <NumberField source="designReward" options={CNY} />
          </DataTable.Col>
          <DataTable.Col source="recommenderReward" disableSort>
            <NumberField source="recommenderReward" options={CNY} />
          </DataTable.Col>
          <DataTable.Col source="deductions" disableSort>
            <NumberField source="deductions" options={CNY} />
          </DataTable.Col>
          <DataTable.Col source="tax" disableSort>
            <NumberField source="tax" options={CNY} />
          </DataTable.Col>
          <DataTable.Col source="paidAmount" disableSort>
            <NumberField source="paidAmount" options={CNY} />
          </DataTable.Col>
          <DataTable.Col source="unpaidAmount" disableSort>
            <NumberField source="unpaidAmount" options={CNY} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <BillStatusField />
          </DataTable.Col>
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
