/** The upload page's route, apart from the page so the task links can build it without a cycle. */
export const TASK_UPLOAD_PATH = '/order/task/:id/upload';
