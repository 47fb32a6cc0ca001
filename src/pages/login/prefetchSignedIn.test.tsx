// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalAuthProvider, PortalDataProvider } from '../../../dataProvider/types';
import type { MenuNode, UserDetail } from '../../../dataProvider/wireTypes';
import { menuRoutesKey, menuRoutesQuery } from '../../layout/menu/menuRoutesQuery';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { LoginPage } from './LoginPage';
import { prefetchSignedIn } from './prefetchSignedIn';

const MENU = [{ id: 'm1', name: 'Workbench', path: '/order/workbench' }] as unknown as MenuNode[];

/** A promise and the hands that settle it: a call that is in flight until the test says. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The three calls of a fresh session, each held in flight. */
function heldCalls() {
  const detail = pending<UserDetail>();
  const menu = pending<MenuNode[]>();
  const permissions = pending<Record<string, true>>();
  const dataProvider = {
    getUserDetail: vi.fn(() => detail.promise),
    getMenuRoutes: vi.fn(() => menu.promise),
  };
  const authProvider = {
    getPermissions: vi.fn(() => permissions.promise),
    getIdentity: vi.fn(async () => ({ id: 'u1', account: 'designer' })),
  };
  return { detail, menu, permissions, dataProvider, authProvider };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('prefetchSignedIn', () => {
  it('asks for the user detail, the permissions and the menu together, none waiting on another', async () => {
    const calls = heldCalls();
    const queryClient = new QueryClient();
    prefetchSignedIn({ queryClient, ...calls, language: 'en' });
    // All three are in flight while none has answered.
    await waitFor(() => expect(calls.dataProvider.getMenuRoutes).toHaveBeenCalledTimes(1));
    expect(calls.dataProvider.getUserDetail).toHaveBeenCalledTimes(1);
    expect(calls.authProvider.getPermissions).toHaveBeenCalledTimes(1);

    // The menu lands under the layout's key, and the layout's query reads it without a new call.
    calls.menu.resolve(MENU);
    await waitFor(() =>
      expect(queryClient.getQueryData(menuRoutesKey('designer', 'en'))).toEqual(MENU),
    );
    const read = await queryClient.fetchQuery(
      menuRoutesQuery(calls.dataProvider, 'designer', 'en'),
    );
    expect(read).toEqual(MENU);
    expect(calls.dataProvider.getMenuRoutes).toHaveBeenCalledTimes(1);
  });
});

describe('the sign-in form', () => {
  it('asks for the menu beside the user detail once the token is in', async () => {
    const calls = heldCalls();
    const authProvider = {
      ...calls.authProvider,
      login: vi.fn(async () => undefined),
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      isLoggedIn: () => false,
      captcha: async () => ({ key: '', image: '' }),
    } as unknown as PortalAuthProvider;
    const dataProvider = calls.dataProvider as unknown as PortalDataProvider;
    renderInAdmin(<LoginPage />, { authProvider, dataProvider, route: '/login' });
    fireEvent.change(await screen.findByLabelText(/Account/), { target: { value: 'designer' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Designer1' } });
    expect(calls.dataProvider.getMenuRoutes).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(authProvider.login).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(calls.dataProvider.getMenuRoutes).toHaveBeenCalledTimes(1));
    // The detail is still in flight: the menu did not wait for it, nor for the layout.
    expect(calls.dataProvider.getUserDetail).toHaveBeenCalledTimes(1);
    expect(calls.authProvider.getPermissions).toHaveBeenCalled();
  });
});
