// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useNotificationContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { adminWrapper } from '../../tests/unit/renderInAdmin';
import { useNotifyFailure } from './useNotifyError';

const wrapper = adminWrapper({ language: 'keys' });

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

  it('shows the portal’s own words for a refusal the server names by its code, with its values', () => {
    const { result } = renderHook(
      () => ({ fail: useNotifyFailure(), context: useNotificationContext() }),
      { wrapper },
    );
    const body = {
      code: 400,
      success: false,
      data: { refusal: 'grab_limit', values: { level: 'B', max: 8 } },
      msg: '您当前等级为B级，最多可同时进行8个订单，请先完成进行中的订单',
    };
    act(() => result.current.fail(Object.assign(new Error(body.msg), { status: 400, body })));
    const [shown] = result.current.context.notifications;
    expect(shown.message).toBe('app.refusal.grab_limit');
    expect(shown.notificationOptions?.messageArgs).toEqual({ level: 'B', max: 8, _: body.msg });
  });

  it("names a picked file the browser cannot read any more in the portal's words (issue 39)", () => {
    const { result } = renderHook(
      () => ({ fail: useNotifyFailure(), context: useNotificationContext() }),
      { wrapper },
    );
    // A qualification design changed on disk after it was chosen: Chromium's English message.
    const changed = new DOMException('The requested file could not be read', 'NotReadableError');
    act(() => result.current.fail(changed));
    expect(result.current.context.notifications.map((n) => n.message)).toEqual([
      'app.error.file_unreadable',
    ]);
  });
});
