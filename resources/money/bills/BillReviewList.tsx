import { useState } from 'react';
import { DataTable, List, NumberField, TextField, TextInput, TopToolbar } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { PageFrame } from '../../../src/components/PageFrame';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { BillDetailDialog } from './BillDetailDialog';
import { BillStatusField } from './BillStatusField';
import { CloseMonthButton } from './CloseMonthButton';

const CNY = { style: 'currency', currency: 'CNY' } as const;

const filters = [
  <TextInput key="name" source="name" label="app.money.staff.month" alwaysOn />,
  <TextInput key="account" source="account" label="app.money.staff.account" alwaysOn />,
];

/** Staff: every designer's bills, newest month first, read-only; an administrator closes months. */
export function BillReviewList() {
  const [open, setOpen] = useState<Bill | undefined>(undefined);
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.money.staff.bills">
        <List
          resource="bills"
          title="app.money.staff.bills"
          filters={filters}
          exporter={false}
          actions={
            <TopToolbar>
              <CloseMonthButton />
            </TopToolbar>
          }
        >
          <DataTable
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => {
              setOpen(record as Bill);
              return false;
            }}
            data-testid="bill-review"
          >
            <DataTable.Col source="name" disableSort field={TextField} />
            <DataTable.Col source="account" disableSort field={TextField} />
            <DataTable.Col source="settlementTime" disableSort>
              <ServerDateField source="settlementTime" withTime />
            </DataTable.Col>
            <DataTable.Col source="orderCount" disableSort field={NumberField} />
            {(['amount', 'deductions', 'tax', 'paidAmount', 'unpaidAmount'] as const).map(
              (source) => (
                <DataTable.Col key={source} source={source} disableSort>
                  <NumberField source={source} options={CNY} />
                </DataTable.Col>
              ),
            )}
            <DataTable.Col source="status" disableSort>
              <BillStatusField />
            </DataTable.Col>
          </DataTable>
        </List>
        {open && <BillDetailDialog bill={open} readOnly onClose={() => setOpen(undefined)} />}
      </PageFrame>
    </RequireRole>
  );
}
