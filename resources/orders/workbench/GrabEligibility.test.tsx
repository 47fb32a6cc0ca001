// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledCatalogs } from '../../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { GrabEligibility } from './GrabEligibility';

function renderWith(children: React.ReactNode, dataProvider: Partial<DataProvider> = {}) {
  const i18nProvider = createI18nProvider({
    initialLanguage: 'en',
    catalogs: bundledCatalogs,
    onLanguageChange: () => {},
  });
  return render(
    <CoreAdminContext
      i18nProvider={i18nProvider}
      dataProvider={dataProvider as DataProvider}
      store={memoryStore()}
    >
      {children}
    </CoreAdminContext>,
  );
}

afterEach(cleanup);

describe('GrabEligibility', () => {
  it('sends a designer without a signed contract to the contract tab', () => {
    renderWith(<GrabEligibility blocker="contract_unsigned" />);
    expect(screen.getByTestId('grab-blocked')).toHaveTextContent(
      'You cannot grab orders: your contract is not signed yet.',
    );
    expect(screen.getByRole('link', { name: 'Sign the contract' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/order\/personalCenter\/5$/),
    );
  });

  it('says nothing to a designer who may grab', () => {
    renderWith(<GrabEligibility blocker={undefined} />);
    expect(screen.queryByTestId('grab-blocked')).toBeNull();
  });
});
