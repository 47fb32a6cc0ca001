import { describe, expect, it } from 'vitest';
import { breakpointLevel } from './breakpoints';

describe('breakpointLevel', () => {
  it.each([
    [0, 0],
    [767, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
    [2560, 3],
  ])('width %i is level %i', (width, level) => {
    expect(breakpointLevel(width)).toBe(level);
  });
});
