// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordTab } from './PasswordTab';
import { renderInAdmin, byId } from '../../../tests/unit/renderInAdmin';

const renderTab = (dataProvider: Partial<DataProvider>) =>
  renderInAdmin(<PasswordTab />, { dataProvider });

afterEach(cleanup);

describe('PasswordTab (react-admin Form with the yup resolver)', () => {
  it('shows the schema errors under the fields it names, and sends a valid change once', async () => {
    const changePassword = vi.fn().mockResolvedValue(undefined);
    const { container } = renderTab({ changePassword });
    const user = userEvent.setup();
    await user.type(byId('field-oldPassword'), 'x');
    await user.clear(byId('field-oldPassword'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // An emptied field is '' for the schema, not null: its own message, not a type error.
    await vi.waitFor(() =>
      expect(container.querySelector('#field-oldPassword-helper-text')?.textContent).toBe(
        'Please enter the password first',
      ),
    );
    await user.type(byId('field-oldPassword'), 'Old12345');
    await user.type(byId('field-newPassword'), 'weak');
    await user.type(byId('field-newPassword1'), 'weak2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(container.querySelector('#field-newPassword1-helper-text')?.textContent).toMatch(
        /match/i,
      ),
    );
    expect(container.querySelector('#field-newPassword-helper-text')?.textContent).not.toBe('');
    expect(changePassword).not.toHaveBeenCalled();

    await user.clear(byId('field-newPassword'));
    await user.type(byId('field-newPassword'), 'NewSecret123');
    await user.clear(byId('field-newPassword1'));
    await user.type(byId('field-newPassword1'), 'NewSecret123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(changePassword).toHaveBeenCalledTimes(1));
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'Old12345',
      newPassword: 'NewSecret123',
      newPassword1: 'NewSecret123',
    });
  });
});
