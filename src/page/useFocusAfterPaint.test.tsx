// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextFrameAndTask } from '../../tests/unit/afterPaint';
import { useFocusAfterPaint } from './useFocusAfterPaint';

function Field({ enabled }: { enabled: boolean }) {
  const ref = useFocusAfterPaint<HTMLInputElement>(enabled);
  return (
    <>
      <input aria-label="account" ref={ref} />
      <input aria-label="other" />
    </>
  );
}

describe('useFocusAfterPaint', () => {
  afterEach(cleanup);

  it('is not focused during the commit, and is once the page has painted', async () => {
    render(<Field enabled />);
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('account')));
  });

  it('leaves the focus where the user put it before the paint', async () => {
    render(<Field enabled />);
    screen.getByLabelText('other').focus();
    await nextFrameAndTask();
    expect(document.activeElement).toBe(screen.getByLabelText('other'));
  });

  it('does nothing when not asked to', async () => {
    render(<Field enabled={false} />);
    await nextFrameAndTask();
    expect(document.activeElement).toBe(document.body);
  });
});
