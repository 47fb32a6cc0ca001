import type { ReactElement } from 'react';
import { DataTable, TextField, useRecordContext } from 'react-admin';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';
import { ReasonField } from '../../../src/components/ReasonText';
import { MoneyField } from '../../../src/components/MoneyField';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { WithdrawalDecisionButtons } from './WithdrawalDecisionButtons';
import { WithdrawalStatusField } from './withdrawalStatus';

const PAID_TIME_LABEL = 'resources.withdrawals.fields.paidTime';

/** The day a withdrawal was paid: its last change while it is paid, nothing otherwise. */
function PaidDateField() {
  const record = useRecordContext<Withdrawal>();
  return record?.status === '1' ? <ServerDateField source="updateTime" /> : null;
}

const text = (source: string) => (
  <DataTable.Col key={source} source={source} disableSort field={TextField} />
);
/** In the withdrawal's own currency: a staff list mixes designers who settle in RMB and USD. */
const amount = (source: string) => (
  <DataTable.Col key={source} source={source} disableSort>
    <MoneyField source={source} />
  </DataTable.Col>
);

/** Every column a withdrawal list shows, written once: the designer's tab and the staff review. */
const WITHDRAWAL_COLUMNS = {
  createTime: (
    <DataTable.Col key="createTime" source="createTime" disableSort>
      <ServerDateField source="createTime" withTime />
    </DataTable.Col>
  ),
  account: text('account'),
  realName: text('realName'),
  withdrawalNo: text('withdrawalNo'),
  bankAccount: text('bankAccount'),
  amount: amount('amount'),
  tax: amount('tax'),
  receipt: amount('receipt'),
  status: (
    <DataTable.Col key="status" source="status" disableSort>
      <WithdrawalStatusField />
    </DataTable.Col>
  ),
  paymentReference: text('paymentReference'),
  paidTime: (
    <DataTable.Col key="paidTime" source="updateTime" label={PAID_TIME_LABEL} disableSort>
      <PaidDateField />
    </DataTable.Col>
  ),
  reason: (
    // A refusal is a phrase of Chinese or words: squeezed, it stood one character a line.
    <DataTable.Col key="reason" source="reason" disableSort cellSx={() => ({ minWidth: '10em' })}>
      <ReasonField kind="withdrawalRefusal" />
    </DataTable.Col>
  ),
  actions: (
    <DataTable.Col key="actions" label="app.money.staff.actions" disableSort>
      <WithdrawalDecisionButtons />
    </DataTable.Col>
  ),
} satisfies Record<string, ReactElement>;

export type WithdrawalColumn = keyof typeof WITHDRAWAL_COLUMNS;

/** The columns of a withdrawal list in the order given, amounts in each row's own currency. */
export function withdrawalColumns(names: readonly WithdrawalColumn[]): ReactElement[] {
  return names.map((name) => WITHDRAWAL_COLUMNS[name]);
}
