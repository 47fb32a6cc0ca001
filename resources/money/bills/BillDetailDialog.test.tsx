// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bill, BillDetail } from '../../../dataProvider/moneyWireTypes';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { BillDetailDialog } from './BillDetailDialog';

const bill: Bill = {
  id: 'b1',
  name: '2026-10',
  account: 'designer',
  settlementTime: '2026-11-01 02:00:00',
  orderCount: 0,
  amount: 0,
  designReward: 0,
  recommenderReward: 0,
  deductions: 0,
  tax: 0,
  depositHeld: 0,
  depositReleased: 0,
  paidAmount: 0,
  unpaidAmount: 0,
  currency: 'RMB',
  status: '0',
  ticketId: '',
};

afterEach(cleanup);

describe('confirming a bill', () => {
  it('says that it ends the dispute window, and confirms only on the confirm', async () => {
    const user = userEvent.setup();
    const confirmBill = vi.fn(async () => ({ ...bill, status: '1' }));
    const detail: BillDetail = { bill, orders: [], referrals: [] };
    renderInAdmin(<BillDetailDialog bill={bill} onClose={() => undefined} />, {
      dataProvider: {
        getBillDetail: async () => detail,
        getList: async () => ({ data: [], total: 0 }),
        confirmBill,
      } as never,
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm the bill' }));
    const asked = await screen.findByRole('dialog', { name: 'Confirm the bill of 2026-10?' });
    expect(asked).toHaveTextContent('You can no longer dispute it');
    expect(confirmBill).not.toHaveBeenCalled();
    await user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmBill).toHaveBeenCalledTimes(1));
  });
});
