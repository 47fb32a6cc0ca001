import { describe, expect, it } from 'vitest';
import { cancelBlocker, mayCancel } from './cancelRules';
import type { CancellableTask } from './cancelRules';

const task = (overrides: Partial<CancellableTask> = {}): CancellableTask => ({
  status: '1',
  designerId: 'main',
  subDispatchStatus: '0',
  ...overrides,
});

describe('returning an order to the pool', () => {
  it('is allowed to the main account holding an order in the design, undispatched or withdrawn', () => {
    expect(mayCancel('main', task())).toBe(true);
    expect(mayCancel('main', task({ subDispatchStatus: '2' }))).toBe(true);
  });

  it('is refused to anyone else, also to a sub-account working on it', () => {
    expect(cancelBlocker('sub', task())).toBe('not_holder');
    expect(cancelBlocker(undefined, task({ designerId: '' }))).toBe('not_holder');
    expect(cancelBlocker('', task({ designerId: '' }))).toBe('not_holder');
  });

  it('is refused outside the design (rework, awaiting inspection, pool...)', () => {
    for (const status of ['0', '2', '3', '4', '5', '6'] as const) {
      expect(cancelBlocker('main', task({ status }))).toBe('not_in_design');
    }
  });

  it('is refused while the order is dispatched to a sub-account', () => {
    expect(cancelBlocker('main', task({ subDispatchStatus: '1' }))).toBe('dispatched');
  });
});
