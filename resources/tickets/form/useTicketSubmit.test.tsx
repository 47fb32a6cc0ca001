// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useNotificationContext, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formDrafts } from '../../../dataProvider/auth/formDrafts';
import { storageKeys } from '../../../dataProvider/client/storageKeys';
import { replyProblem } from '../../../src/domain/tickets';
import { adminWrapper } from '../../../tests/unit/renderInAdmin';
import { useTicketSubmit } from './useTicketSubmit';

function setup(uploading: string[] = []) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const replyTicket = vi.fn<(id: string, reply: unknown) => Promise<unknown>>();
  const reset = vi.fn();
  const dataProvider = { replyTicket } as unknown as DataProvider;
  const wrapper = adminWrapper({ dataProvider, queryClient });
  const attachList = [{ fileName: 'a.png', filePath: 'https://x/a.png', fileSize: 3 }];
  const hook = renderHook(
    () => ({
      form: useTicketSubmit<{ content: string }>({
        problem: (values, names) => replyProblem({ content: values.content, uploading: names }),
        send: (api, values, list) =>
          api.replyTicket('5', { content: values.content, attachList: list }),
        successKey: 'app.tickets.show.reply_sent',
        draft: 'reply:5',
        attachments: { uploading, attachList, reset },
      }),
      notifications: useNotificationContext().notifications,
    }),
    { wrapper },
  );
  const shown = () => hook.result.current.notifications.map((n) => [n.message, n.type]);
  return { hook, replyTicket, invalidate, reset, shown, attachList };
}

describe('useTicketSubmit (reply and new work order)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(storageKeys.userInfo, JSON.stringify({ user_id: '7' }));
    formDrafts.write('reply:5', { content: '<p>hi</p>' });
  });

  it('sends nothing while an attachment uploads and warns with its name (SPEC §5)', () => {
    const { hook, replyTicket, shown } = setup(['scan.png']);
    act(() => hook.result.current.form.submit({ content: '<p>hi</p>' }));
    expect(replyTicket).not.toHaveBeenCalled();
    expect(shown()).toEqual([['app.tickets.form.uploading_warning', 'warning']]);
    expect(hook.result.current.notifications[0]?.notificationOptions?.messageArgs).toEqual({
      names: 'scan.png',
    });
  });

  it('sends once while pending, then forgets the draft, refetches the ticket lists and starts an empty form', async () => {
    const { hook, replyTicket, invalidate, reset, shown, attachList } = setup();
    let finish: (value: unknown) => void = () => {};
    replyTicket.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    act(() => hook.result.current.form.submit({ content: '<p>hi</p>' }));
    await waitFor(() => expect(hook.result.current.form.isPending).toBe(true));
    act(() => hook.result.current.form.submit({ content: '<p>hi</p>' }));
    expect(replyTicket).toHaveBeenCalledTimes(1);
    expect(replyTicket).toHaveBeenCalledWith('5', { content: '<p>hi</p>', attachList });
    await act(async () => finish({}));
    await waitFor(() => expect(hook.result.current.form.generation).toBe(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tickets'] });
    expect(reset).toHaveBeenCalled();
    expect(shown()).toEqual([['app.tickets.show.reply_sent', 'success']]);
    expect(hook.result.current.form.isPending).toBe(false);
    expect(formDrafts.read('reply:5')).toBeUndefined();
  });

  it("shows the server's message on failure and keeps the form and its draft", async () => {
    const { hook, replyTicket, reset, shown } = setup();
    replyTicket.mockRejectedValue(Object.assign(new Error('工单已关闭'), { status: 400 }));
    act(() => hook.result.current.form.submit({ content: '<p>hi</p>' }));
    await waitFor(() => expect(shown()).toEqual([['工单已关闭', 'error']]));
    expect(hook.result.current.form.generation).toBe(0);
    expect(reset).not.toHaveBeenCalled();
    expect(formDrafts.read('reply:5')).toEqual({ content: '<p>hi</p>' });
  });
});
