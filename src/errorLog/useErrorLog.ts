import { useSyncExternalStore } from 'react';
import { errorLog, type ErrorLogEntry } from './';

/** The local error log, newest first; re-renders on every change. */
export function useErrorLog(): readonly ErrorLogEntry[] {
  return useSyncExternalStore(errorLog.subscribe, errorLog.list, errorLog.list);
}
