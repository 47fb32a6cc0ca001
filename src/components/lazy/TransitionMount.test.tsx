// @vitest-environment jsdom
import { useLayoutEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TransitionMount } from './TransitionMount';

/** Notes its commit: render() flushes the transition too, so the DOM alone shows only the end. */
function Committed({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{name}</p>;
}

describe('TransitionMount', () => {
  afterEach(cleanup);

  it('shows the fallback in its first commit, and the children from the next one', async () => {
    const log: string[] = [];
    render(
      <TransitionMount fallback={<Committed name="waiting" log={log} />}>
        <Committed name="chrome" log={log} />
      </TransitionMount>,
    );
    expect(await screen.findByText('chrome')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(log).toEqual(['waiting', 'chrome']);
  });

  it('keeps its children once mounted when its parent renders again', async () => {
    const { rerender } = render(
      <TransitionMount>
        <p>first</p>
      </TransitionMount>,
    );
    await screen.findByText('first');
    await act(async () =>
      rerender(
        <TransitionMount>
          <p>second</p>
        </TransitionMount>,
      ),
    );
    expect(screen.getByText('second')).toBeTruthy();
  });
});
