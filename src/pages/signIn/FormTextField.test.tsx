// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { nextFrameAndTask } from '../../../tests/unit/afterPaint';
import { FormTextField } from './FormTextField';

function TwoFields({ focusSecond }: { focusSecond: boolean }) {
  const { control } = useForm({ defaultValues: { first: '', second: '' } });
  return (
    <form>
      <FormTextField name="first" control={control} labelKey="first" />
      <FormTextField name="second" control={control} labelKey="second" autoFocus={focusSecond} />
    </form>
  );
}

describe('FormTextField', () => {
  afterEach(cleanup);

  it('focuses the field asked to, once painted', async () => {
    const { container } = render(<TwoFields focusSecond />);
    await waitFor(() =>
      expect(document.activeElement).toBe(container.querySelector('#field-second')),
    );
  });

  it('focuses no field when none asks for it', async () => {
    render(<TwoFields focusSecond={false} />);
    await nextFrameAndTask();
    expect(document.activeElement).toBe(document.body);
  });
});
