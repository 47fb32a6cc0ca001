// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '../../../dataProvider/wireTypes';
import { TEXT_LIMITS } from '../../../src/domain/textLimits';
import { PaymentTab } from './PaymentTab';
import { renderInAdmin, byId, helperOf as helper } from '../../../tests/unit/renderInAdmin';

const PAYMENT: UserDetail['payment'] = {
  currency: 'RMB',
  country: 'CN',
  bankName: '招商银行',
  branch: '深圳分行',
  accountName: '刘洋',
  accountNumber: '6214830000005678',
  jointBankNumber: '308584000013',
  bankCode: 'CMB',
  bankAddress: '',
  payeeAddress: '',
  swiftCode: '',
};

const renderTab = (dataProvider: Partial<DataProvider>) =>
  renderInAdmin(<PaymentTab />, { dataProvider });

afterEach(cleanup);

describe('PaymentTab (react-admin Form over the payment rules)', () => {
  it('refuses a wrong account number under its field, then sends the details once', async () => {
    const updatePayment = vi.fn().mockResolvedValue(undefined);
    const getUserDetail = vi.fn().mockResolvedValue({ payment: PAYMENT } as UserDetail);
    renderTab({ getUserDetail, updatePayment });
    const user = userEvent.setup();
    await vi.waitFor(() => expect(byId('field-accountNumber')).not.toBeNull());
    expect(helper('accountNumber')?.textContent).toContain('**** 5678');

    await user.type(byId('field-accountNumber'), '6222-0202');
    await user.clear(byId('field-jointBankNumber'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(helper('accountNumber')?.textContent).toBe('An RMB account number is 8 to 30 digits'),
    );
    expect(helper('jointBankNumber')?.textContent).not.toBe('');
    expect(updatePayment).not.toHaveBeenCalled();

    await user.clear(byId('field-accountNumber'));
    await user.type(byId('field-accountNumber'), '6214830000001111');
    await user.type(byId('field-jointBankNumber'), '308584000013');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(updatePayment).toHaveBeenCalledTimes(1));
    expect(updatePayment).toHaveBeenCalledWith({ ...PAYMENT, accountNumber: '6214830000001111' });
    await vi.waitFor(() => expect(byId('field-accountNumber').value).toBe(''));
    expect(byId('field-accountName').value).toBe('刘洋');
  });

  it('counts the free-text fields against their limits and refuses a longer one', async () => {
    const updatePayment = vi.fn().mockResolvedValue(undefined);
    const getUserDetail = vi.fn().mockResolvedValue({ payment: PAYMENT } as UserDetail);
    renderTab({ getUserDetail, updatePayment });
    const user = userEvent.setup();
    await vi.waitFor(() => expect(byId('field-branch')).not.toBeNull());
    expect(helper('accountName')?.textContent).toBe(`2 / ${TEXT_LIMITS.accountName}`);
    expect(helper('branch')?.textContent).toBe(`4 / ${TEXT_LIMITS.branch}`);

    await user.click(byId('field-branch'));
    await user.paste('支'.repeat(TEXT_LIMITS.branch));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(helper('branch')?.textContent).toBe(`At most ${TEXT_LIMITS.branch} characters`),
    );
    expect(updatePayment).not.toHaveBeenCalled();
  });
});
