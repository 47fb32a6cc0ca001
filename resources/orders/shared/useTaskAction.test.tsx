// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { HttpError, useNotificationContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { adminWrapper } from '../../../tests/unit/renderInAdmin';
import { useTaskAction } from './useTaskAction';

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const grabTask = vi.fn<(id: string) => Promise<unknown>>();
  const dataProvider = { grabTask } as unknown as DataProvider;
  const wrapper = adminWrapper({ dataProvider, queryClient, language: 'keys' });
  const hook = renderHook(
    () => ({ action: useTaskAction(), notifications: useNotificationContext().notifications }),
    { wrapper },
  );
  const grab = () =>
    hook.result.current.action.run((api: PortalDataProvider) => api.grabTask('7'), 'done.key');
  return { hook, grabTask, invalidate, grab };
}

describe('useTaskAction', () => {
  it('is pending while the call runs and refuses a second send meanwhile', async () => {
    const { hook, grabTask, grab } = setup();
    let finish: (value: unknown) => void = () => {};
    grabTask.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = grab();
    });
    await waitFor(() => expect(hook.result.current.action.pending).toBe(true));
    let second = true;
    await act(async () => {
      second = await grab();
    });
    expect(second).toBe(false);
    expect(grabTask).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish({});
      expect(await first).toBe(true);
    });
    await waitFor(() => expect(hook.result.current.action.pending).toBe(false));
  });

  it('shows the success text and refreshes every list on screen', async () => {
    const { hook, grabTask, invalidate, grab } = setup();
    grabTask.mockResolvedValue({});
    await act(async () => {
      expect(await grab()).toBe(true);
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(hook.result.current.notifications.map((n) => [n.message, n.type])).toEqual([
      ['done.key', 'success'],
    ]);
  });

  it("shows the server's message when the call fails, and still refreshes", async () => {
    const { hook, grabTask, invalidate, grab } = setup();
    grabTask.mockRejectedValue(new HttpError('订单已被抢走', 400));
    await act(async () => {
      expect(await grab()).toBe(false);
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(hook.result.current.notifications.map((n) => [n.message, n.type])).toEqual([
      ['订单已被抢走', 'error'],
    ]);
  });

  it('refreshes nothing when the outcome is unknown, so the same click can retry', async () => {
    const { hook, grabTask, invalidate, grab } = setup();
    grabTask.mockRejectedValue(new HttpError('app.http.timeout', 504));
    await act(async () => {
      expect(await grab()).toBe(false);
    });
    await waitFor(() =>
      expect(hook.result.current.notifications.map((n) => [n.message, n.type])).toEqual([
        ['app.http.timeout', 'error'],
      ]),
    );
    expect(invalidate).not.toHaveBeenCalled();
  });
});
