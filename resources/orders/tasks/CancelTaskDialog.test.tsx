// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledCatalogs } from '../../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { CancelTaskDialog } from './CancelTaskDialog';

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

describe('CancelTaskDialog', () => {
  it('requires a return reason before calling the server, then sends it trimmed', async () => {
    const cancelTask = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWith(<CancelTaskDialog taskId="7" open onClose={onClose} />, { cancelTask });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Return reason is required')).toBeInTheDocument();
    expect(cancelTask).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Return reason/), '  no time  ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(cancelTask).toHaveBeenCalledWith('7', 'no time');
  });
});
