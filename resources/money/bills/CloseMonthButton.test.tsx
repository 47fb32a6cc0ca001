// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CloseMonthAnswer } from '../../../dataProvider/moneyWireTypes';
import { formatMonth, formatServerDateTime, serverDateTimeOf } from '../../../src/domain/format';
import { monthOf, previousMonth } from '../../../src/domain/billing';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { CloseMonthButton } from './CloseMonthButton';

const lastMonth = previousMonth(monthOf(serverDateTimeOf(Date.now())));
const monthBefore = previousMonth(lastMonth);

function renderAsAdmin(closeMonth: (month: string, confirm: boolean) => Promise<unknown>) {
  return renderInAdmin(<CloseMonthButton />, {
    authProvider: {
      checkAuth: async () => undefined,
      getPermissions: async () => ({}),
      getIdentity: async () => ({ id: 'op', roleName: 'administrator' }),
    },
    dataProvider: { closeMonth } as never,
  });
}

afterEach(cleanup);

describe('the month close', () => {
  it('offers last month first, and keeps the pick after a refusal', async () => {
    const user = userEvent.setup();
    const closeMonth = vi.fn(async () => {
      throw new Error('该月份已结算');
    });
    renderAsAdmin(closeMonth);
    await user.click(await screen.findByRole('button', { name: 'Close a month' }));
    const dialog = await screen.findByRole('dialog');
    const month = within(dialog).getByRole('combobox', { name: 'Month' });
    expect(month).toHaveTextContent(formatMonth(lastMonth, 'en'));
    await user.click(month);
    await user.click(await screen.findByRole('option', { name: formatMonth(monthBefore, 'en') }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(closeMonth).toHaveBeenCalledWith(monthBefore, false));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled(),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveTextContent(
      formatMonth(monthBefore, 'en'),
    );
  });

  it('lists the orders in QC with their submit time in the portal format, on the server clock', async () => {
    const user = userEvent.setup();
    const answer: CloseMonthAnswer = {
      month: lastMonth,
      closed: false,
      bills: 0,
      awaitingQc: [
        {
          id: '1',
          orderNo: 'O1',
          taskNo: 'T1',
          account: 'designer',
          submitTime: '2026-10-31 18:30:00',
        },
      ],
    };
    renderAsAdmin(async () => answer);
    await user.click(await screen.findByRole('button', { name: 'Close a month' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    const awaiting = await screen.findByTestId('awaiting-qc');
    expect(within(awaiting).getByRole('columnheader', { name: 'Submitted' })).toBeTruthy();
    const shown = formatServerDateTime('2026-10-31 18:30:00', 'en');
    expect(within(awaiting).getByText(shown)).toBeTruthy();
    expect(within(awaiting).queryByText('2026-10-31 18:30:00')).toBeNull();
  });
});
