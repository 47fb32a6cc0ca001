import { describe, expect, it } from 'vitest';
import { levelOf, mayTakeAnother, nextLevel } from './levels';

describe('levels', () => {
  it('changes level exactly at each threshold', () => {
    expect([64, 65, 79, 80, 89, 90].map(levelOf)).toEqual(['D', 'C', 'C', 'B', 'B', 'A']);
    expect(levelOf(-10)).toBe('D');
    expect(levelOf(0)).toBe('D');
  });

  it('says the next level and the points missing, nothing at the top', () => {
    expect(nextLevel(87)).toEqual({ rule: expect.objectContaining({ level: 'A' }), missing: 3 });
    expect(nextLevel(0)?.rule.level).toBe('C');
    expect(nextLevel(90)).toBeUndefined();
  });

  it('caps the orders in progress by level', () => {
    expect(mayTakeAnother(87, 7)).toBe(true);
    expect(mayTakeAnother(87, 8)).toBe(false);
    expect(mayTakeAnother(10, 2)).toBe(true);
    expect(mayTakeAnother(10, 3)).toBe(false);
  });
});
