import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  CoreAdminContext,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { bundledCatalogs } from '../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { Language } from '../../i18n/languages';

export interface AdminSetup {
  dataProvider?: Partial<DataProvider>;
  authProvider?: Partial<AuthProvider>;
  /** Instead of an authProvider: one signed in with these button codes (the flattened map). */
  permissions?: Record<string, true>;
  /**
   * The portal's bundled catalogs in this language (default English), also the store's locale;
   * 'keys': react-admin's own translator, which shows every text as its key.
   */
  language?: Language | 'keys';
  /** Another translator instead of the catalogs (one that shows or records keys). */
  i18nProvider?: I18nProvider;
  queryClient?: QueryClient;
  /** Mounts a router at this URL, for a page outside the admin (register, forget) or links. */
  route?: string;
}

/**
 * The providers every unit test of a component or hook runs in: react-admin with a store in
 * memory, the portal's catalogs and the given (partial) providers, inside a router when asked.
 * For renderHook: `{ wrapper: adminWrapper(setup) }`.
 */
export function adminWrapper(setup: AdminSetup = {}) {
  const language = setup.language ?? 'en';
  const i18nProvider =
    setup.i18nProvider ??
    (language === 'keys'
      ? undefined
      : createI18nProvider({
          initialLanguage: language,
          catalogs: bundledCatalogs,
          onLanguageChange: () => {},
        }));
  const authProvider = setup.permissions
    ? signedInWith(setup.permissions)
    : (setup.authProvider as AuthProvider | undefined);
  // Made once per wrapper: a rerender keeps what the store holds.
  const locale = setup.language && setup.language !== 'keys' ? setup.language : undefined;
  const store = memoryStore(locale ? { locale } : undefined);
  return function AdminProviders({ children }: { children: ReactNode }) {
    const admin = (
      <CoreAdminContext
        i18nProvider={i18nProvider}
        dataProvider={setup.dataProvider as DataProvider | undefined}
        authProvider={authProvider}
        queryClient={setup.queryClient}
        store={store}
      >
        {children}
      </CoreAdminContext>
    );
    return setup.route ? (
      <MemoryRouter initialEntries={[setup.route]}>{admin}</MemoryRouter>
    ) : (
      admin
    );
  };
}

function signedInWith(permissions: Record<string, true>): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
}

/** Renders `children` in the providers of adminWrapper. */
export function renderInAdmin(children: ReactNode, setup: AdminSetup = {}) {
  return render(children, { wrapper: adminWrapper(setup) });
}

/** The input with this id (react-admin inputs are `field-<source>`). */
export const byId = (id: string) => document.getElementById(id) as HTMLInputElement;

/** The helper text (the validation message) under the input of `source`. */
export const helperOf = (source: string) => document.getElementById(`field-${source}-helper-text`);
