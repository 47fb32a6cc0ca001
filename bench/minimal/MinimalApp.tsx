import { Admin, DataTable, DateField, List, Resource, type AuthProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider as portalAuth, dataProvider } from '../../src/app/portal';
import { bundledCatalogs } from '../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../i18n/i18nProvider';

/**
 * The yardstick of issue 9: a plain react-admin app with this repo's providers and catalogs,
 * one resource and react-admin's own login page, as a newcomer would write it.
 */
const i18nProvider = createI18nProvider({
  initialLanguage: 'zh',
  catalogs: bundledCatalogs,
  onLanguageChange: () => {},
});

const authProvider: AuthProvider = {
  ...portalAuth,
  // react-admin's login form sends { username, password }.
  login: ({ username, password }: { username: string; password: string }) =>
    portalAuth.login({ type: 'account', account: username, password }),
};

function TaskList() {
  return (
    <List>
      <DataTable>
        <DataTable.Col source="orderNo" />
        <DataTable.Col source="productName" />
        <DataTable.Col source="deadline" field={DateField} />
      </DataTable>
    </List>
  );
}

export function MinimalApp() {
  // The portal's router too: paths, not hashes.
  return (
    <BrowserRouter>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        requireAuth
        disableTelemetry
      >
        <Resource name="tasks" list={TaskList} />
      </Admin>
    </BrowserRouter>
  );
}
