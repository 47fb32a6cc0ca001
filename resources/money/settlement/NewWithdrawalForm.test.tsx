// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Balance } from '../../../dataProvider/moneyWireTypes';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { NewWithdrawalForm } from './NewWithdrawalForm';

const balance: Balance = {
  available: 3000,
  onTheWay: 0,
  depositHeld: 0,
  minWithdrawal: 100,
  monthWithdrawn: 0,
  currency: 'RMB',
  bankAccount: '**** 5678',
  hasPayment: true,
};

afterEach(cleanup);

describe('a Turkish designer withdraws "200,50" (issue 40, point 11)', () => {
  it('is not refused, and the server is asked for 200.50', async () => {
    const previewWithdrawal = vi.fn(async () => ({ amount: 200.5, tax: 0, receipt: 200.5 }));
    renderInAdmin(<NewWithdrawalForm balance={balance} />, {
      language: 'tr',
      dataProvider: { previewWithdrawal } as never,
      route: '/',
    });
    fireEvent.change(screen.getByTestId('withdrawal-amount'), { target: { value: '200,50' } });
    expect(screen.queryByText('Geçerli bir tutar girin (en fazla 2 ondalık)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vergiyi hesapla' }));
    await waitFor(() => expect(previewWithdrawal).toHaveBeenCalledWith('200.50'));
  });
});
