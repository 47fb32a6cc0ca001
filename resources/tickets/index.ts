/**
 * Tickets: work orders (list, detail, replies, attachments), the customer-service dialog of the
 * top bar and the ticket alerts (the route table hands the last two to the layout); the
 * attachment picker and links, which the order thread uses too; the work-order dialog an appeal
 * of a QC return opens prefilled.
 */
export { default as tickets } from './resource';
export { CustomerService } from './service/CustomerService';
export { TicketAlerts } from './alerts/TicketAlerts';
export { AttachmentLinks, AttachmentPicker } from './attachments/AttachmentList';
export { useAttachments } from './attachments/useAttachments';
export { WorkOrderDialog } from './form/WorkOrderDialog';
