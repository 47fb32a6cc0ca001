import { List, TextInput, TopToolbar } from 'react-admin';
import { PageFrame } from '../../../src/components/PageFrame';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { BillTable } from './BillTable';
import { CloseMonthButton } from './CloseMonthButton';

const filters = [
  <TextInput key="name" source="name" label="app.money.staff.month" alwaysOn />,
  <TextInput key="account" source="account" label="app.money.staff.account" alwaysOn />,
];

/** Staff: every designer's bills, newest month first, read-only; an administrator closes months. */
export function BillReviewList() {
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
          <BillTable
            testId="bill-review"
            readOnly
            columns={[
              'name',
              'account',
              'settlementTime',
              'orderCount',
              'amount',
              'deductions',
              'tax',
              'deposit',
              'paidAmount',
              'unpaidAmount',
              'status',
            ]}
          />
        </List>
      </PageFrame>
    </RequireRole>
  );
}
