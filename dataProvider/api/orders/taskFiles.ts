import type { HttpClient } from '../../client/httpClient';
import type { AddTaskFileBody, TaskFile, TaskFileType, UploadKeys } from '../../wireTypes';

/** The DELETE that removes each file type (wireTypes.ts TaskFileType). */
const DELETE_PATHS: Readonly<Record<TaskFileType, string>> = {
  cad: 'cadFiles',
  reticleModel: 'reticleModelFiles',
  toothMold: 'integratFiles',
  bracket: 'integratFiles',
  dlp: 'integratFiles',
};

/**
 * The calls of the CAD upload page (docs/CONTRACT.md, "CAD upload"); the task and its files come
 * from the tasks resource and taskApi.getUploadedFiles.
 */
export interface TaskFilesApi {
  /**
   * GET /api/cl-order/order/FrontEndAS?taskId=: temporary keys for one upload (for that order;
   * without taskId, the onboarding test design).
   */
  getUploadKeys(taskId?: string): Promise<UploadKeys>;
  /** POST /api/os/designTask/{id}/addTaskFile, once the storage upload completed. */
  addTaskFile(taskId: string, body: AddTaskFileBody): Promise<TaskFile>;
  /**
   * POST /api/os/designTask/{id}/replaceTaskFile?fileId=: the new file in place of `fileId` (a
   * rework's new design; a submitted version keeps its object).
   */
  replaceTaskFile(taskId: string, fileId: string, body: AddTaskFileBody): Promise<TaskFile>;
  /** DELETE /{id}/cadFiles | reticleModelFiles | integratFiles; without fileId every file of the group. */
  deleteTaskFiles(taskId: string, fileType: TaskFileType, fileId?: string): Promise<void>;
}

export function createTaskFilesApi(apiUrl: string, httpClient: HttpClient): TaskFilesApi {
  const task = (taskId: string, action: string) =>
    `${apiUrl}/api/os/designTask/${encodeURIComponent(taskId)}/${action}`;
  return {
    getUploadKeys: (taskId) =>
      httpClient<UploadKeys>(`${apiUrl}/api/cl-order/order/FrontEndAS`, {
        query: taskId ? { taskId } : undefined,
      }),
    addTaskFile: (taskId, body) =>
      httpClient<TaskFile>(task(taskId, 'addTaskFile'), { method: 'POST', body }),
    replaceTaskFile: (taskId, fileId, body) =>
      httpClient<TaskFile>(task(taskId, 'replaceTaskFile'), {
        method: 'POST',
        query: { fileId },
        body,
      }),
    async deleteTaskFiles(taskId, fileType, fileId) {
      await httpClient(task(taskId, DELETE_PATHS[fileType]), {
        method: 'DELETE',
        query: { fileId },
      });
    },
  };
}
