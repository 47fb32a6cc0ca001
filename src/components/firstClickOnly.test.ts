import { describe, expect, it, vi } from 'vitest';
import { firstClickOnly } from './firstClickOnly';

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
