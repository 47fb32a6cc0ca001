import type { WorkOrderProblem } from '../../../src/domain/tickets';

/** The warning a blocked work order or reply shows: a translation key and its arguments. */
export function workOrderWarning(problem: WorkOrderProblem): {
  key: string;
  args: Record<string, string>;
} {
  if (problem.key === 'uploading') {
    return { key: 'app.tickets.form.uploading_warning', args: { names: problem.names } };
  }
  return { key: `app.tickets.form.${problem.key}`, args: {} };
}
