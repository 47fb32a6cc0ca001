/** The task detail (react-admin's show view of the `tasks` resource, built by the orders work). */
export const taskShowPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}/show`;
