import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';
import { useNotifyFailure } from '../../src/components/useNotifyError';

/**
 * Runs one order action: the success text when it worked, the server's message when not
 * (SPEC §8), then refreshes every list, count and detail on screen.
 */
export function useTaskAction() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (
    call: (api: PortalDataProvider) => Promise<unknown>,
    doneKey: string,
  ): Promise<boolean> => {
    setPending(true);
    try {
      await call(dataProvider);
      notify(doneKey, { type: 'success' });
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    } finally {
      setPending(false);
      refresh();
    }
  };
  return { run, pending };
}
