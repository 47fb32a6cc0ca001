import { describe, expect, it } from 'vitest';
import { dispatchBlocker, receiveBlocker, withdrawBlocker } from './subDispatch';

describe('sub-account dispatch', () => {
  it('dispatches an order in the design that is not dispatched yet', () => {
    expect(dispatchBlocker({ status: '1', subDispatchStatus: '0', subReceiveTime: '' })).toBe(
      undefined,
    );
    expect(dispatchBlocker({ status: '6', subDispatchStatus: '2', subReceiveTime: '' })).toBe(
      undefined,
    );
    expect(dispatchBlocker({ status: '2', subDispatchStatus: '0', subReceiveTime: '' })).toBe(
      'not_in_design',
    );
    expect(dispatchBlocker({ status: '1', subDispatchStatus: '1', subReceiveTime: '' })).toBe(
      'already_dispatched',
    );
  });

  it('withdraws and receives only a dispatched order nobody took', () => {
    const taken = {
      status: '1',
      subDispatchStatus: '1',
      subReceiveTime: '2026-11-01 08:00:00',
    } as const;
    const open = { status: '1', subDispatchStatus: '1', subReceiveTime: '' } as const;
    expect(withdrawBlocker(open)).toBeUndefined();
    expect(receiveBlocker(open)).toBeUndefined();
    expect(withdrawBlocker({ ...open, subDispatchStatus: '2' })).toBe('not_dispatched');
    expect(withdrawBlocker({ ...taken, status: '1' })).toBe('already_received');
    expect(receiveBlocker({ ...taken, status: '1' })).toBe('already_received');
    // Taken back by the main account: the sub-account is told so, not "not dispatched".
    expect(receiveBlocker({ ...open, subDispatchStatus: '2' })).toBe('withdrawn');
    expect(receiveBlocker({ ...open, subDispatchStatus: '0' })).toBe('not_dispatched');
  });
});
