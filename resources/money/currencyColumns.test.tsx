// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bill, Withdrawal } from '../../dataProvider/moneyWireTypes';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { billColumns } from './bills/billColumns';
import { withdrawalColumns } from './withdrawals/withdrawalColumns';

afterEach(cleanup);

/** A staff list mixes designers: one row settles in RMB, the other in USD. */
function Table({
  resource,
  data,
  columns,
}: {
  resource: string;
  data: { id: string }[];
  columns: ReactElement[];
}) {
  const list = useList({ data });
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          {columns}
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

const rowOf = (account: string) => {
  const row = screen.getByText(account).closest('tr');
  if (!row) throw new Error(`no row for ${account}`);
  return within(row);
};

describe('money columns show each record in its own currency', () => {
  it('withdrawals: the USD row in $, the RMB row in ¥', async () => {
    const base = { tax: 0, receipt: 0, status: '0' } as const;
    const data = [
      { ...base, id: '1', account: 'designer', amount: 1000, currency: 'RMB' },
      { ...base, id: '2', account: 'overseas', amount: 500, currency: 'USD' },
    ] satisfies Partial<Withdrawal>[];
    renderInAdmin(
      <Table
        resource="withdrawals"
        data={data}
        columns={withdrawalColumns(['account', 'amount'])}
      />,
    );
    expect(await rowOf('designer').findByText('¥1,000.00')).toBeTruthy();
    expect(rowOf('overseas').getByText('$500.00')).toBeTruthy();
    expect(rowOf('overseas').queryByText(/¥/)).toBeNull();
  });

  it('bills: the USD row in $, the RMB row in ¥', async () => {
    const data = [
      { id: '1', account: 'designer', name: '2026-10', amount: 2400.5, currency: 'RMB' },
      { id: '2', account: 'overseas', name: '2026-10', amount: 812, currency: 'USD' },
    ] satisfies Partial<Bill>[];
    renderInAdmin(
      <Table resource="bills" data={data} columns={billColumns(['account', 'amount'])} />,
    );
    expect(await rowOf('designer').findByText('¥2,400.50')).toBeTruthy();
    expect(rowOf('overseas').getByText('$812.00')).toBeTruthy();
    expect(rowOf('overseas').queryByText(/¥/)).toBeNull();
  });
});
