import type { HttpClient } from './httpClient';
import type { AddTaskFileBody, DesignTask, TaskFile, TaskFileType, UploadKeys } from './wireTypes';

/** The DELETE that removes each file type (wireTypes.ts TaskFileType). */
export const DELETE_PATHS: Readonly<Record<TaskFileType, string>> = {
  cad: 'cadFiles',
  reticleModel: 'reticleModelFiles',
  toothMold: 'integratFiles',
  bracket: 'integratFiles',
  dlp: 'integratFiles',
};

/** The calls of the CAD upload page (docs/CONTRACT.md, "CAD upload"). */
export interface TaskFilesApi {
  /** GET /api/os/designTask/{id}/detail */
  getDesignTask(taskId: string): Promise<DesignTask>;
  /** GET /api/cl-order/order/FrontEndAS: temporary keys for the storage upload. */
  getUploadKeys(): Promise<UploadKeys>;
  /** GET /api/os/designTask/{id}/uploadFiles */
  getTaskUploadFiles(taskId: string): Promise<TaskFile[]>;
  /** POST /api/os/designTask/{id}/addTaskFile, once the storage upload completed. */
  addTaskFile(taskId: string, body: AddTaskFileBody): Promise<TaskFile>;
  /** DELETE /{id}/cadFiles | reticleModelFiles | integratFiles; without fileId every file of the group. */
  deleteTaskFiles(taskId: string, fileType: TaskFileType, fileId?: string): Promise<void>;
}

export function createTaskFilesApi(apiUrl: string, httpClient: HttpClient): TaskFilesApi {
  const task = (taskId: string, action: string) =>
    `${apiUrl}/api/os/designTask/${encodeURIComponent(taskId)}/${action}`;
  return {
    getDesignTask: (taskId) => httpClient<DesignTask>(task(taskId, 'detail')),
    getUploadKeys: () => httpClient<UploadKeys>(`${apiUrl}/api/cl-order/order/FrontEndAS`),
    getTaskUploadFiles: (taskId) => httpClient<TaskFile[]>(task(taskId, 'uploadFiles')),
    addTaskFile: (taskId, body) =>
      httpClient<TaskFile>(task(taskId, 'addTaskFile'), { method: 'POST', body }),
    async deleteTaskFiles(taskId, fileType, fileId) {
      await httpClient(task(taskId, DELETE_PATHS[fileType]), {
        method: 'DELETE',
        query: { fileId },
      });
    },
  };
}
