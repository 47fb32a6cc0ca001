import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { formDrafts } from '../../../dataProvider/auth/formDrafts';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { TicketAttachment } from '../../../dataProvider/ticketWireTypes';
import type { WorkOrderProblem } from '../../../src/domain/tickets';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { workOrderWarning } from './workOrderWarning';
import { TICKETS_KEY } from '../queries';

export interface TicketSubmitOptions<Values> {
  /** The first reason these values may not be sent (SPEC §5), or undefined. */
  problem: (values: Values, uploading: readonly string[]) => WorkOrderProblem | undefined;
  send: (
    api: PortalDataProvider,
    values: Values,
    attachList: TicketAttachment[],
  ) => Promise<unknown>;
  successKey: string;
  /** The draft kept of this form (DraftKeeper), forgotten once sent. */
  draft: string;
  attachments: {
    uploading: readonly string[];
    attachList: TicketAttachment[];
    reset: () => void;
  };
}

/**
 * The submit of a new work order and of a reply, as one react-query mutation: blocked with the
 * SPEC §5 warning while an attachment uploads, the server's message on failure (the form keeps
 * what was typed), and on success the draft is forgotten, the ticket lists refetch and
 * `generation` moves on so the caller can mount an empty form.
 */
export function useTicketSubmit<Values>(options: TicketSubmitOptions<Values>) {
  const { problem, send, successKey, draft, attachments } = options;
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const mutation = useMutation<unknown, unknown, Values>({
    mutationFn: (values) => send(dataProvider, values, attachments.attachList),
    onSuccess: () => {
      formDrafts.clear(draft);
      notify(successKey, { type: 'success' });
      attachments.reset();
      setGeneration((current) => current + 1);
      // react-admin's list queries start with the resource: an open ticket list refetches.
      return queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    },
    onError: (error) => notifyFailure(error),
  });

  const submit = (values: Values) => {
    if (mutation.isPending) return;
    const blocked = problem(values, attachments.uploading);
    if (blocked) {
      const { key, args } = workOrderWarning(blocked);
      notify(key, { type: 'warning', messageArgs: args });
      return;
    }
    mutation.mutate(values);
  };

  return { submit, isPending: mutation.isPending, generation };
}
