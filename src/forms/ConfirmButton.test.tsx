// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { ConfirmButton } from './ConfirmButton';

function renderButton(onConfirm: () => void, precheck?: () => boolean) {
  return renderInAdmin(
    <ConfirmButton
      title="Grab order O7?"
      content={<span>Full crown · 11, 12 · due tomorrow</span>}
      precheck={precheck}
      onConfirm={onConfirm}
    >
      Grab
    </ConfirmButton>,
    { language: 'keys' },
  );
}

afterEach(cleanup);

describe('ConfirmButton: what cannot be undone is confirmed first', () => {
  it('shows what will happen and runs the step only on confirm, once', async () => {
    const onConfirm = vi.fn();
    renderButton(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Grab' }), { detail: 1 });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Grab order O7?');
    expect(dialog).toHaveTextContent('Full crown · 11, 12 · due tomorrow');
    // A screen reader says what the step does with its title (issue 40, point 14).
    expect(dialog).toHaveAccessibleDescription('Full crown · 11, 12 · due tomorrow');
    expect(onConfirm).not.toHaveBeenCalled();
    const confirm = screen.getByRole('button', { name: 'ra.action.confirm' });
    fireEvent.click(confirm, { detail: 1 });
    fireEvent.click(confirm, { detail: 2 });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the button was double-clicked (the second click lands on the backdrop)', async () => {
    const onConfirm = vi.fn();
    renderButton(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Grab' }), { detail: 1 });
    const dialog = await screen.findByRole('dialog');
    // Outside the dialog's paper: MUI reads a click on its container as a backdrop click.
    const backdrop = dialog.parentElement;
    expect(backdrop).toHaveClass('MuiDialog-container');
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!, { detail: 2 });
    // Longer than the dialog's leaving transition: a closed one would be gone by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!, { detail: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn();
    renderButton(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Grab' }), { detail: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'ra.action.cancel' }), { detail: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens no dialog when the precheck refuses', () => {
    const onConfirm = vi.fn();
    renderButton(onConfirm, () => false);
    fireEvent.click(screen.getByRole('button', { name: 'Grab' }), { detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
