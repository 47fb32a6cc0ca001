import { useCallback, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, errorMessageArgs } from './errorMessage';

/**
 * Shows a failed query's message (the server's own, SPEC §8) once per failure. A 401 is left to
 * the session expiry, which says so itself.
 */
export function useNotifyError(error: unknown) {
  const notifyFailure = useNotifyFailure();
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);
}

/** The same for a failed action: call it with what the call rejected with. */
export function useNotifyFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (isUnauthorized(error)) return;
      notify(errorMessage(error), { type: 'error', messageArgs: errorMessageArgs(error) });
    },
    [notify],
  );
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}
