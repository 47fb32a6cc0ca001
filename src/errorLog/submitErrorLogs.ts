import type { HttpClient } from '../../dataProvider/client/httpClient';
import type { ErrorLogEntry } from './errorLogStore';

/** docs/CONTRACT.md, "Error log": the entries as a JSON array, answered with R<null>. */
export const ERROR_LOG_ENDPOINT = '/api/blade-log/error/submit-batch';

export function submitErrorLogs(
  httpClient: HttpClient,
  entries: readonly ErrorLogEntry[],
  apiUrl = '',
): Promise<unknown> {
  return httpClient(`${apiUrl}${ERROR_LOG_ENDPOINT}`, { method: 'POST', body: entries });
}
