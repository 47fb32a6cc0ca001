import type { HttpClient } from '../../client/httpClient';
import type { NewThreadMessage, ThreadEntry } from '../../threadWireTypes';

/** The order-thread calls (docs/CONTRACT.md, "Order thread"). */
export interface ThreadApi {
  /** GET /api/os/designTask/{id}/thread, oldest first. */
  getThread(taskId: string): Promise<ThreadEntry[]>;
  /** POST /api/os/designTask/{id}/thread/message */
  sendThreadMessage(taskId: string, message: NewThreadMessage): Promise<ThreadEntry>;
  /** POST /api/os/designTask/{id}/thread/read */
  markThreadRead(taskId: string): Promise<void>;
}

export function createThreadApi(apiUrl: string, httpClient: HttpClient): ThreadApi {
  const thread = (taskId: string, action = '') =>
    `${apiUrl}/api/os/designTask/${encodeURIComponent(taskId)}/thread${action}`;
  return {
    getThread: (taskId) => httpClient<ThreadEntry[]>(thread(taskId)),
    sendThreadMessage: (taskId, body) =>
      httpClient<ThreadEntry>(thread(taskId, '/message'), { method: 'POST', body }),
    async markThreadRead(taskId) {
      await httpClient(thread(taskId, '/read'), { method: 'POST' });
    },
  };
}
