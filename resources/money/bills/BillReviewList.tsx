import { useState } from 'react';
import { DataTable, List, TextInput, TopToolbar } from 'react-admin';
import type { Bill } from '../../../dataProvider/moneyWireTypes';
import { PageFrame } from '../../../src/components/PageFrame';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { BillDetailDialog } from './BillDetailDialog';
import { billColumns } from './billColumns';
import { CloseMonthButton } from './CloseMonthButton';

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
            {billColumns([
              'name',
              'account',
              'settlementTime',
              'orderCount',
              'amount',
              'deductions',
              'tax',
              'paidAmount',
              'unpaidAmount',
              'status',
            ])}
          </DataTable>
        </List>
        {open && <BillDetailDialog bill={open} readOnly onClose={() => setOpen(undefined)} />}
      </PageFrame>
    </RequireRole>
  );
}
