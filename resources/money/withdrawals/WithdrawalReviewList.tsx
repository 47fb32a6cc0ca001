import { DataTable, List, NumberField, SelectInput, TextField, TextInput } from 'react-admin';
import { PageFrame } from '../../../src/components/PageFrame';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { RequireRole } from '../../../src/layout/RequireRole';
import { WithdrawalDecisionButtons } from './WithdrawalDecisionButtons';
import { WITHDRAWAL_STATUS_CHOICES, WithdrawalStatusField } from './withdrawalStatus';

const CNY = { style: 'currency', currency: 'CNY' } as const;

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
            <DataTable.Col source="createTime" disableSort>
              <ServerDateField source="createTime" withTime />
            </DataTable.Col>
            <DataTable.Col source="account" disableSort field={TextField} />
            <DataTable.Col source="realName" disableSort field={TextField} />
            <DataTable.Col source="withdrawalNo" disableSort field={TextField} />
            <DataTable.Col source="bankAccount" disableSort field={TextField} />
            <DataTable.Col source="amount" disableSort>
              <NumberField source="amount" options={CNY} />
            </DataTable.Col>
            <DataTable.Col source="tax" disableSort>
              <NumberField source="tax" options={CNY} />
            </DataTable.Col>
            <DataTable.Col source="receipt" disableSort>
              <NumberField source="receipt" options={CNY} />
            </DataTable.Col>
            <DataTable.Col source="status" disableSort>
              <WithdrawalStatusField />
            </DataTable.Col>
            <DataTable.Col source="paymentReference" disableSort field={TextField} />
            <DataTable.Col source="reason" disableSort field={TextField} />
            <DataTable.Col label="app.money.staff.actions" disableSort>
              <WithdrawalDecisionButtons />
            </DataTable.Col>
          </DataTable>
        </List>
      </PageFrame>
    </RequireRole>
  );
}
