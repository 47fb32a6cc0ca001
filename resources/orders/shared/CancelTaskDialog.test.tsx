// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '../../../src/domain/textLimits';
import { CancelTaskDialog } from './CancelTaskDialog';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';

const renderWith = (children: React.ReactNode, dataProvider: Partial<DataProvider> = {}) =>
  renderInAdmin(children, { dataProvider });

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

  it('counts the reason against its limit and does not send a longer one', async () => {
    const cancelTask = vi.fn().mockResolvedValue(undefined);
    renderWith(<CancelTaskDialog taskId="7" open onClose={vi.fn()} />, { cancelTask });
    const user = userEvent.setup();
    const field = screen.getByLabelText(/Return reason/);
    await user.type(field, 'busy');
    expect(screen.getByText(`4 / ${TEXT_LIMITS.reason}`)).toBeInTheDocument();

    await user.click(field);
    await user.paste('x'.repeat(TEXT_LIMITS.reason));
    expect(screen.getByText(`At most ${TEXT_LIMITS.reason} characters`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(cancelTask).not.toHaveBeenCalled();
  });
});
