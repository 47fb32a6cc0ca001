import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { PageFrame } from '../../../src/components/PageFrame';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { withdrawalColumns } from './withdrawalColumns';
import { WITHDRAWAL_STATUS_CHOICES } from './withdrawalStatus';

const filters = [
  <SelectInput key="status" source="status" choices={WITHDRAWAL_STATUS_CHOICES} alwaysOn />,
  <TextInput key="account" source="account" label="app.money.staff.account" alwaysOn />,
];

/** Staff: every designer's withdrawals, pending first by default; pay or reject each once. */
export function WithdrawalReviewList() {
  return (
    <RequireRole roles={STAFF_ROLES}>
      <PageFrame titleKey="app.money.staff.review">
        <List
          resource="withdrawals"
          title="app.money.staff.review"
          filters={filters}
          filterDefaultValues={{ status: '0' }}
          exporter={false}
          actions={false}
        >
          <DataTable bulkActionButtons={false} rowClick={false} data-testid="withdrawal-review">
            {withdrawalColumns([
              'createTime',
              'account',
              'realName',
              'withdrawalNo',
              'bankAccount',
              'amount',
              'tax',
              'receipt',
              'status',
              'paymentReference',
              'paidTime',
              'reason',
              'actions',
            ])}
          </DataTable>
        </List>
      </PageFrame>
    </RequireRole>
  );
}
