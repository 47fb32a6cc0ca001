// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgetPasswordPage } from './ForgetPasswordPage';
import { renderInAdmin, byId, helperOf as helper } from '../../../tests/unit/renderInAdmin';

const renderPage = (authProvider: Partial<AuthProvider>) =>
  renderInAdmin(<ForgetPasswordPage />, { authProvider, route: '/forget' });

afterEach(cleanup);

describe('ForgetPasswordPage (react-admin Form with the yup resolver)', () => {
  it('focuses the phone once painted, checks it before sending a code, and resets once', async () => {
    const sendCode = vi.fn().mockResolvedValue('ukey-1');
    const resetPassword = vi.fn().mockReturnValue(new Promise(() => {}));
    renderPage({ sendCode, resetPassword });
    const user = userEvent.setup();
    await vi.waitFor(() => expect(document.activeElement).toBe(byId('field-phone')));

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await vi.waitFor(() =>
      expect(helper('phone')?.textContent).toBe('Please enter the phone number'),
    );
    expect(sendCode).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await vi.waitFor(() =>
      expect(helper('vfCode')?.textContent).toBe('Please enter the verification code'),
    );
    expect(resetPassword).not.toHaveBeenCalled();

    await user.type(byId('field-phone'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await vi.waitFor(() => expect(sendCode).toHaveBeenCalledWith('13800138000'));
    await user.type(byId('field-vfCode'), '123456');
    await user.type(byId('field-newPassword'), 'Secret123');
    await user.type(byId('field-newPassword1'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await vi.waitFor(() => expect(resetPassword).toHaveBeenCalledTimes(1));
    expect(resetPassword).toHaveBeenCalledWith({
      phone: '13800138000',
      vfCode: '123456',
      newPassword: 'Secret123',
      newPassword1: 'Secret123',
      ukey: 'ukey-1',
    });
  });
});
