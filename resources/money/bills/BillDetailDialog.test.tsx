// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bill, BillDetail } from '../../../dataProvider/moneyWireTypes';
import { formatMoney } from '../../../src/domain/format';
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

describe('the deductions and the deposit of a bill (issue 39)', () => {
  it('says which deductions the bill charges, the part beyond the earnings, and the deposit held', async () => {
    const charged: Bill = {
      ...bill,
      designReward: 44,
      deductions: 45,
      depositHeld: 40.5,
    };
    const deduction = (id: string, method: '1' | '2', amount: number) => ({
      id,
      reasonCode: '',
      reason: `reason ${id}`,
      problemLevel: '1',
      violationTime: '2026-10-10 10:00:00',
      createTime: '2026-10-10 10:00:00',
      amount,
      currency: 'RMB',
      method,
    });
    renderInAdmin(<BillDetailDialog bill={charged} onClose={() => undefined} />, {
      dataProvider: {
        getBillDetail: async () => ({ bill: charged, orders: [], referrals: [] }),
        getList: async () => ({
          data: [deduction('d1', '1', 45), deduction('d2', '2', 25)],
          total: 2,
        }),
        confirmBill: vi.fn(),
      } as never,
    });
    const first = await screen.findByTestId('bill-deduction-d1');
    expect(first).toHaveTextContent('deducted from this bill');
    expect(screen.getByTestId('bill-deduction-d2')).toHaveTextContent(
      'points only: not charged on the bill',
    );
    expect(screen.getByTestId('bill-uncovered')).toHaveTextContent(
      `${formatMoney(1, 'RMB', 'en')} of the deductions is beyond the month's earnings and is not charged`,
    );
    expect(screen.getByTestId('bill-deposit')).toHaveTextContent(
      `${formatMoney(40.5, 'RMB', 'en')} is held as the deposit`,
    );
    // No referral this month: no empty heading for it.
    expect(screen.queryByText('Referral rewards')).toBeNull();
  });
});
