import type { HttpClient } from '../client/httpClient';
import type {
  NewTicket,
  NewTicketReply,
  PutFileResult,
  ServiceQuestion,
  Ticket,
  TicketCount,
  TicketReply,
} from '../ticketWireTypes';
import type { TicketStatus } from '../../src/domain/tickets';

/** The work-order calls beyond react-admin's list and detail (docs/CONTRACT.md, "Tickets"). */
export interface TicketsApi {
  /** GET /api/os/question/listTitle?title= */
  searchQuestions(title: string): Promise<ServiceQuestion[]>;
  /** POST /api/os/ticket/create */
  createTicket(ticket: NewTicket): Promise<Ticket>;
  /** GET /api/os/ticket/{id}/replys, oldest first. */
  getTicketReplies(id: string): Promise<TicketReply[]>;
  /** POST /api/os/ticket/{id}/reply */
  replyTicket(id: string, reply: NewTicketReply): Promise<TicketReply>;
  /** POST /api/os/ticket/{id}/read */
  markTicketRead(id: string): Promise<void>;
  /** POST /api/os/ticket/{id}/status?status= (customer service only) */
  moveTicket(id: string, status: TicketStatus): Promise<Ticket>;
  /** GET /api/os/ticket/refreshCount?times= (no times on the first call) */
  refreshTicketCount(times?: number): Promise<TicketCount>;
  /** POST /api/blade-resource/oss/endpoint/put-file, multipart part `file`. */
  putFile(file: File, signal?: AbortSignal): Promise<PutFileResult>;
}

export function createTicketsApi(apiUrl: string, httpClient: HttpClient): TicketsApi {
  const ticket = (id: string, action: string) =>
    `${apiUrl}/api/os/ticket/${encodeURIComponent(id)}/${action}`;
  return {
    searchQuestions: (title) =>
      httpClient<ServiceQuestion[]>(`${apiUrl}/api/os/question/listTitle`, { query: { title } }),
    createTicket: (body) =>
      httpClient<Ticket>(`${apiUrl}/api/os/ticket/create`, { method: 'POST', body }),
    getTicketReplies: (id) => httpClient<TicketReply[]>(ticket(id, 'replys')),
    replyTicket: (id, body) =>
      httpClient<TicketReply>(ticket(id, 'reply'), { method: 'POST', body }),
    async markTicketRead(id) {
      await httpClient(ticket(id, 'read'), { method: 'POST' });
    },
    moveTicket: (id, status) =>
      httpClient<Ticket>(ticket(id, 'status'), { method: 'POST', query: { status } }),
    refreshTicketCount: (times) =>
      httpClient<TicketCount>(`${apiUrl}/api/os/ticket/refreshCount`, { query: { times } }),
    putFile(file, signal) {
      const body = new FormData();
      body.append('file', file, file.name);
      return httpClient<PutFileResult>(`${apiUrl}/api/blade-resource/oss/endpoint/put-file`, {
        method: 'POST',
        body,
        signal,
      });
    },
  };
}
