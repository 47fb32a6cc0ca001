// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { WriteSubmitButton } from './WriteSubmitButton';

const renderForm = (onSubmit: () => void, pending: boolean) =>
  renderInAdmin(
    <Form onSubmit={onSubmit} record={{}}>
      <WriteSubmitButton labelKey="app.profile.save" pending={pending} spinner />
    </Form>,
  );

afterEach(cleanup);

describe('WriteSubmitButton', () => {
  it('submits the form on a click, not again on the second click of a double click', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit, false);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('submit');
    fireEvent.click(button, { detail: 1 });
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.click(button, { detail: 2 });
    fireEvent.click(button, { detail: 0 });
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('is disabled with a spinner while the write runs', () => {
    renderForm(vi.fn(), true);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
