// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../dataProvider/client/config';
import { bundledCatalogs } from '../../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { RegisterPage } from './RegisterPage';

function renderPage(authProvider: Partial<AuthProvider>) {
  const i18nProvider = createI18nProvider({
    initialLanguage: 'en',
    catalogs: bundledCatalogs,
    onLanguageChange: () => {},
  });
  return render(
    <MemoryRouter initialEntries={['/register?oauthId=gh-42&inviteCode=INV7']}>
      <CoreAdminContext
        i18nProvider={i18nProvider}
        authProvider={authProvider as AuthProvider}
        store={memoryStore()}
      >
        <RegisterPage />
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const helper = (name: string) => document.getElementById(`field-${name}-helper-text`);

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
});
