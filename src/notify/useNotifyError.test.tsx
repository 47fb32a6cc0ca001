// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { CoreAdminContext, memoryStore, useNotificationContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useNotifyFailure } from './useNotifyError';

const wrapper = ({ children }: { children: ReactNode }) => (
  <CoreAdminContext store={memoryStore()}>{children}</CoreAdminContext>
);

describe('useNotifyFailure', () => {
  it("shows the server's message, and nothing for a 401 (the session expiry speaks for it)", () => {
    const { result } = renderHook(
      () => ({ fail: useNotifyFailure(), context: useNotificationContext() }),
      { wrapper },
    );
    act(() => result.current.fail(Object.assign(new Error('请求未授权'), { status: 401 })));
    expect(result.current.context.notifications).toHaveLength(0);
    act(() => result.current.fail(Object.assign(new Error('订单已被抢走'), { status: 400 })));
    expect(result.current.context.notifications.map((n) => [n.message, n.type])).toEqual([
      ['订单已被抢走', 'error'],
    ]);
  });
});
