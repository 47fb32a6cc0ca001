// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { ReasonDialog } from './ReasonDialog';

afterEach(cleanup);

describe('ReasonDialog', () => {
  it('asks for the words before it confirms, then sends them', async () => {
    const onConfirm = vi.fn();
    renderInAdmin(
      <ReasonDialog
        titleKey="app.onboarding.review.fail"
        labelKey="app.onboarding.review.reason"
        limit="reason"
        pending={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm, { detail: 1 });
    await screen.findByText('Please enter a reason', undefined, { timeout: 3000 });
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  margins open  ' },
    });
    fireEvent.click(confirm, { detail: 1 });
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith('margins open', ''));
  });
});
