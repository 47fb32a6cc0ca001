import type { components } from './generated/openapi';

/** Wire shapes of the work-order calls, generated from docs/api/openapi.yaml ("Tickets"). */
type Schemas = components['schemas'];

export type TicketAttachment = Schemas['TicketAttachment'];
/** A work order as GET /api/os/ticket/myList and /{id}/detail answer it. */
export type Ticket = Schemas['Ticket'];
export type TicketReply = Schemas['TicketReply'];
export type NewTicket = Schemas['NewTicket'];
export type NewTicketReply = Schemas['NewTicketReply'];
/** GET /refreshCount: send back the `times` of the last answer. */
export type TicketCount = Schemas['TicketCount'];
export type ServiceQuestion = Schemas['ServiceQuestion'];
/** POST /api/blade-resource/oss/endpoint/put-file */
export type PutFileResult = Schemas['PutFileResult'];
