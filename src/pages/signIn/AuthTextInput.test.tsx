// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, Form, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFrameAndTask } from '../../../tests/unit/afterPaint';
import { AuthTextInput } from './AuthTextInput';

const mustFill = (value: unknown) => (value ? undefined : 'required');

function TwoFields({ focusSecond }: { focusSecond: boolean }) {
  return (
    <CoreAdminContext store={memoryStore()}>
      <Form defaultValues={{ first: '', second: '' }} onSubmit={vi.fn()} noValidate>
        <AuthTextInput source="first" labelKey="first" validate={mustFill} />
        <AuthTextInput source="second" labelKey="second" autoFocus={focusSecond} />
        <button type="submit">go</button>
      </Form>
    </CoreAdminContext>
  );
}

describe('AuthTextInput', () => {
  afterEach(cleanup);

  it('focuses the field asked to, once painted', async () => {
    const { container } = render(<TwoFields focusSecond />);
    await waitFor(() =>
      expect(document.activeElement).toBe(container.querySelector('#field-second')),
    );
  });

  it('focuses no field when none asks for it, and the first wrong one after a failed submit', async () => {
    const { container, getByRole } = render(<TwoFields focusSecond={false} />);
    await nextFrameAndTask();
    expect(document.activeElement).toBe(document.body);
    await userEvent.setup().click(getByRole('button', { name: 'go' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(container.querySelector('#field-first')),
    );
  });
});
