import type { ReactElement } from 'react';
import { DataTable, TextField } from 'react-admin';
import { NumberValueField } from '../../../src/components/NumberValueField';
import { MoneyField } from '../../../src/components/MoneyField';
import { ServerDateField } from '../../../src/components/ServerDateField';
import { BillDepositField } from './BillDepositField';
import { BillStatusField } from './BillStatusField';

/** In the bill's own currency: a staff list mixes designers who settle in RMB and USD. */
const amount = (source: string) => (
  <DataTable.Col key={source} source={source} disableSort>
    <MoneyField source={source} />
  </DataTable.Col>
);

/** Every column a bill list shows, written once: the designer's tab and the staff list pick. */
const BILL_COLUMNS = {
  // "2026-10" on one line (a hyphen is a break opportunity).
  name: (
    <DataTable.Col
      key="name"
      source="name"
      disableSort
      field={TextField}
      cellSx={() => ({ whiteSpace: 'nowrap' })}
    />
  ),
  account: <DataTable.Col key="account" source="account" disableSort field={TextField} />,
  settlementTime: (
    <DataTable.Col key="settlementTime" source="settlementTime" disableSort>
      <ServerDateField source="settlementTime" withTime />
    </DataTable.Col>
  ),
  orderCount: (
    <DataTable.Col key="orderCount" source="orderCount" disableSort align="right">
      <NumberValueField source="orderCount" />
    </DataTable.Col>
  ),
  amount: amount('amount'),
  designReward: amount('designReward'),
  recommenderReward: amount('recommenderReward'),
  deductions: amount('deductions'),
  tax: amount('tax'),
  deposit: (
    <DataTable.Col key="deposit" source="deposit" disableSort>
      <BillDepositField />
    </DataTable.Col>
  ),
  paidAmount: amount('paidAmount'),
  unpaidAmount: amount('unpaidAmount'),
  status: (
    <DataTable.Col key="status" source="status" disableSort>
      <BillStatusField />
    </DataTable.Col>
  ),
} satisfies Record<string, ReactElement>;

export type BillColumn = keyof typeof BILL_COLUMNS;

/** The columns of a bill list, in the order given. */
export const billColumns = (names: readonly BillColumn[]): ReactElement[] =>
  names.map((name) => BILL_COLUMNS[name]);
