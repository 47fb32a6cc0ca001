// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../dataProvider/client/config';
import { TEXT_LIMITS } from '../../domain/textLimits';
import { RegisterPage } from './RegisterPage';
import { renderInAdmin, byId, helperOf as helper } from '../../../tests/unit/renderInAdmin';

function renderPage(authProvider: Partial<AuthProvider>) {
  return renderInAdmin(<RegisterPage />, {
    authProvider,
    route: '/register?oauthId=gh-42&inviteCode=INV7',
  });
}

afterEach(cleanup);

describe('RegisterPage (react-admin Form with the yup resolver)', () => {
  it('shows the schema messages under the fields, then sends the application once', async () => {
    const register = vi.fn().mockReturnValue(new Promise(() => {}));
    renderPage({ register, logout: vi.fn().mockResolvedValue(undefined) });
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Submit application' });
    expect(byId('field-tenantId').value).toBe(config.tenantId);
    expect(helper('account')).toBeNull();

    await user.type(byId('field-account'), 'ab');
    await user.click(submit);
    await vi.waitFor(() =>
      expect(helper('account')?.textContent).toBe(
        'Username: at least 6 characters, letters or digits only',
      ),
    );
    expect(helper('name')?.textContent).toBe('Required');
    expect(helper('password')?.textContent).toBe('Please enter the password first');
    expect(register).not.toHaveBeenCalled();

    await user.type(byId('field-name'), 'Liu Yang');
    await user.type(byId('field-account'), 'cdef12');
    await user.type(byId('field-password'), 'Secret123');
    await user.type(byId('field-password2'), 'Secret123');
    await user.click(submit);
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith({
      tenantId: config.tenantId,
      name: 'Liu Yang',
      account: 'abcdef12',
      password: 'Secret123',
      oauthId: 'gh-42',
      inviteCode: 'INV7',
    });
  });

  it('counts the nick name against its limit and refuses a longer one', async () => {
    const register = vi.fn().mockReturnValue(new Promise(() => {}));
    renderPage({ register, logout: vi.fn().mockResolvedValue(undefined) });
    const user = userEvent.setup();
    await user.type(byId('field-account'), 'abcdef12');
    await user.type(byId('field-password'), 'Secret123');
    await user.type(byId('field-password2'), 'Secret123');
    await user.type(byId('field-name'), '刘'.repeat(TEXT_LIMITS.nickName));
    expect(helper('name')?.textContent).toBe(`${TEXT_LIMITS.nickName} / ${TEXT_LIMITS.nickName}`);

    await user.type(byId('field-name'), '洋');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await vi.waitFor(() =>
      expect(helper('name')?.textContent).toBe(`At most ${TEXT_LIMITS.nickName} characters`),
    );
    expect(register).not.toHaveBeenCalled();
  });
});

describe('RegisterPage opened without a third-party identity (from the login page)', () => {
  it('says that registration starts with GitHub or WeChat and offers them, not a form that fails', () => {
    renderInAdmin(<RegisterPage />, { authProvider: {}, route: '/register' });
    expect(
      screen.getByText(
        'An account starts from a GitHub or WeChat identity: choose one, then fill in this form.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      `${config.apiBaseUrl}/api/blade-auth/oauth/render/github`,
    );
    expect(screen.getByRole('link', { name: 'WeChat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });
});
