import { queryOptions } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/types';

type Api = PortalDataProvider;

/** The tickets' react-query keys and fetches side by side (dataProvider/api/tickets). */
export const ticketsQueries = {
  /** Under the resource's name, so invalidating ['tickets'] refetches an open conversation. */
  replies: (api: Api, ticketId: string) =>
    queryOptions({
      queryKey: ['tickets', 'replys', ticketId],
      queryFn: () => api.getTicketReplies(ticketId),
    }),
};

/** react-admin's list and detail queries of the tickets resource start with its name. */
export const TICKETS_KEY = ['tickets'] as const;
