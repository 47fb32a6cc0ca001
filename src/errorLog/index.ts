import { storageKeys } from '../../dataProvider/client/storageKeys';
import { createErrorLogStore, type ErrorInput } from './errorLogStore';

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** The app's local error log (localStorage saber-logs). */
export const errorLog = createErrorLogStore({
  // Absent only when this module is loaded outside a browser: the log then lives in memory.
  storage: typeof localStorage === 'undefined' ? noStorage : localStorage,
  key: storageKeys.logs,
  currentUrl: () => (typeof window === 'undefined' ? '' : window.location.href),
});

/** Stores an error in the local log, e.g. a failed upload (SPEC §8: upload failures are only logged). */
export function recordError(entry: ErrorInput): void {
  errorLog.record(entry);
}

export { describeError, ERROR_LOG_CAPACITY } from './errorLogStore';
export type { ErrorInput, ErrorLogEntry, ErrorLogStore } from './errorLogStore';
export { installErrorCapture, reactErrorHandlers } from './captureErrors';
export { ERROR_LOG_ENDPOINT, submitErrorLogs } from './submitErrorLogs';
