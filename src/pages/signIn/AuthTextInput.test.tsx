// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFrameAndTask } from '../../../tests/unit/afterPaint';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { AuthTextInput } from './AuthTextInput';

const mustFill = (value: unknown) => (value ? undefined : 'required');

function TwoFields({ focusSecond }: { focusSecond: boolean }) {
  return (
    <Form defaultValues={{ first: '', second: '' }} onSubmit={vi.fn()} noValidate>
      <AuthTextInput source="first" labelKey="first" validate={mustFill} />
      <AuthTextInput source="second" labelKey="second" autoFocus={focusSecond} />
      <button type="submit">go</button>
    </Form>
  );
}

describe('AuthTextInput', () => {
  afterEach(cleanup);

  it('focuses the field asked to, once painted', async () => {
    const { container } = renderInAdmin(<TwoFields focusSecond />, { language: 'keys' });
    await waitFor(() =>
      expect(document.activeElement).toBe(container.querySelector('#field-second')),
    );
  });

  it('focuses no field when none asks for it, and the first wrong one after a failed submit', async () => {
    const { container, getByRole } = renderInAdmin(<TwoFields focusSecond={false} />, {
      language: 'keys',
    });
    await nextFrameAndTask();
    expect(document.activeElement).toBe(document.body);
    await userEvent.setup().click(getByRole('button', { name: 'go' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(container.querySelector('#field-first')),
    );
  });
});
