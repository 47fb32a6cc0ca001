// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '../../../dataProvider/moneyWireTypes';
import { formatMoney } from '../../../src/domain/format';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { WithdrawalDecisionButtons } from './WithdrawalDecisionButtons';

const withdrawal: Withdrawal = {
  id: 'w1',
  withdrawalNo: 'TX001',
  account: 'designer',
  realName: '张三',
  createTime: '2026-11-20 10:00:00',
  updateTime: '2026-11-20 10:00:00',
  bankAccount: '**** 5678',
  amount: 300,
  tax: 0,
  receipt: 300,
  currency: 'RMB',
  status: '0',
  reasonCode: '',
  reason: '',
  paymentReference: '',
};

afterEach(cleanup);

describe('paying a withdrawal', () => {
  it('asks for the reference, then says what the payout does before it is sent', async () => {
    const user = userEvent.setup();
    const approveWithdrawal = vi.fn(async () => ({ ...withdrawal, status: '1' }));
    renderInAdmin(
      <RecordContextProvider value={withdrawal}>
        <WithdrawalDecisionButtons />
      </RecordContextProvider>,
      {
        permissions: { staff_withdrawals_review: true },
        dataProvider: { approveWithdrawal } as never,
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const pay = await screen.findByTestId('pay-dialog');
    await user.click(within(pay).getByRole('button', { name: 'Confirm' }));
    expect(within(pay).getByText('Please enter the payment reference')).toBeTruthy();
    expect(screen.queryByText('Pay withdrawal TX001?')).toBeNull();

    await user.type(within(pay).getByLabelText('Payment reference'), 'ICBC-001');
    await user.click(within(pay).getByRole('button', { name: 'Confirm' }));
    const asked = await screen.findByRole('dialog', { name: 'Pay withdrawal TX001?' });
    expect(asked).toHaveTextContent(
      `${formatMoney(300, 'RMB', 'en')} to 张三, payment reference ICBC-001`,
    );
    expect(asked).toHaveTextContent('This cannot be undone.');
    expect(approveWithdrawal).not.toHaveBeenCalled();
    await user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(approveWithdrawal).toHaveBeenCalledTimes(1));
    expect(approveWithdrawal).toHaveBeenCalledWith('w1', 'ICBC-001', expect.any(String));
  });
});
