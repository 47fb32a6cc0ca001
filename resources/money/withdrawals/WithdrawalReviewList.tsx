import { DataTable, List, SelectInput, SimpleList, TextField, TextInput } from 'react-admin';
import { CardLines } from '../../../src/components/CardLines';
import { MoneyField } from '../../../src/components/MoneyField';
import { PhoneOrTable } from '../../../src/components/PhoneOrTable';
import { ReasonField } from '../../../src/components/ReasonText';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { WithdrawalDecisionButtons } from './WithdrawalDecisionButtons';
import { WithdrawalStatusField } from './withdrawalStatus';
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
          <PhoneOrTable phone={<PhoneReview />}>
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
          </PhoneOrTable>
        </List>
      </PageFrame>
    </RequireRole>
  );
}

/** On a phone, one card a withdrawal: who, how much in its own currency, its state, the decision. */
function PhoneReview() {
  return (
    <SimpleList
      rowClick={false}
      data-testid="withdrawal-review"
      primaryText={<TextField source="realName" />}
      tertiaryText={<MoneyField source="amount" />}
      secondaryText={
        <CardLines
          lines={[
            ['resources.withdrawals.fields.account', <TextField source="account" />],
            [
              'resources.withdrawals.fields.createTime',
              <ServerDateField source="createTime" withTime />,
            ],
            ['resources.withdrawals.fields.withdrawalNo', <TextField source="withdrawalNo" />],
            ['resources.withdrawals.fields.bankAccount', <TextField source="bankAccount" />],
            ['resources.withdrawals.fields.tax', <MoneyField source="tax" />],
            ['resources.withdrawals.fields.receipt', <MoneyField source="receipt" />],
            ['resources.withdrawals.fields.status', <WithdrawalStatusField />],
            ['resources.withdrawals.fields.reason', <ReasonField kind="withdrawalRefusal" />],
            ['app.money.staff.actions', <WithdrawalDecisionButtons />],
          ]}
        />
      }
    />
  );
}
