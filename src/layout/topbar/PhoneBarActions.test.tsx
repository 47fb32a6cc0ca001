// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { PhoneBarActions } from './PhoneBarActions';

const keys: I18nProvider = {
  translate: (key) => key,
  changeLocale: async () => undefined,
  getLocale: () => 'zh',
};

function Tool() {
  return <button data-testid="tool">tool</button>;
}

const renderBar = () =>
  renderInAdmin(
    <PhoneBarActions>
      <Tool />
    </PhoneBarActions>,
    { i18nProvider: keys, route: '/' },
  );

describe('PhoneBarActions', () => {
  afterEach(cleanup);

  it('renders nothing of its sheet before the first opening, not even the closed sheet', () => {
    renderBar();
    expect(screen.getByTestId('bar-actions')).toBeTruthy();
    expect(screen.queryByTestId('tool')).toBeNull();
    expect(screen.queryByTestId('bar-actions-sheet')).toBeNull();
  });

  it('shows its tools when opened, and keeps them mounted once closed', async () => {
    renderBar();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bar-actions'));
    expect(await screen.findByTestId('tool')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByTestId('tool').closest('[aria-hidden="true"]')).not.toBeNull(),
    );
  });
});
