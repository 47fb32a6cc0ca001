import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { bundledCatalogs } from '../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../i18n/i18nProvider';

interface AdminSetup {
  dataProvider?: Partial<DataProvider>;
  authProvider?: Partial<AuthProvider>;
  /** Mounts a router at this URL, for a page outside the admin (register, forget). */
  route?: string;
}

/**
 * Renders `children` inside react-admin in English with the portal's bundled catalogs and the
 * given (partial) providers: the one setup of the unit tests of forms and dialogs.
 */
export function renderInAdmin(children: ReactNode, setup: AdminSetup = {}) {
  const i18nProvider = createI18nProvider({
    initialLanguage: 'en',
    catalogs: bundledCatalogs,
    onLanguageChange: () => {},
  });
  const admin = (
    <CoreAdminContext
      i18nProvider={i18nProvider}
      dataProvider={setup.dataProvider as DataProvider | undefined}
      authProvider={setup.authProvider as AuthProvider | undefined}
      store={memoryStore()}
    >
      {children}
    </CoreAdminContext>
  );
  return render(
    setup.route ? <MemoryRouter initialEntries={[setup.route]}>{admin}</MemoryRouter> : admin,
  );
}

/** The input with this id (react-admin inputs are `field-<source>`). */
export const byId = (id: string) => document.getElementById(id) as HTMLInputElement;

/** The helper text (the validation message) under the input of `source`. */
export const helperOf = (source: string) => document.getElementById(`field-${source}-helper-text`);
