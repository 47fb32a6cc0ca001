import { describe, expect, it, vi } from 'vitest';
import { firstClickOnly, ignoreSecondClick } from './firstClickOnly';

describe('firstClickOnly', () => {
  it('runs on a click and on keyboard activation, not on the second click of a double click', () => {
    const handler = vi.fn();
    const onClick = firstClickOnly(handler);
    onClick({ detail: 1 });
    onClick({ detail: 2 });
    onClick({ detail: 3 });
    onClick({ detail: 0 });
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('ignoreSecondClick', () => {
  it("cancels the submit of a double click's second click only", () => {
    const events = [0, 1, 2, 3].map((detail) => ({ detail, preventDefault: vi.fn() }));
    events.forEach(ignoreSecondClick);
    expect(events.map((event) => event.preventDefault.mock.calls.length)).toEqual([0, 0, 1, 1]);
  });
});
