import type { Widen } from '../../catalogType';
import type { threadZh } from './zh';

export const threadEn = {
  title: 'Conversation',
  empty: 'No messages yet',
  unread: '%{count} unread',
  new: 'New',
  staff: 'Support',
  message: 'Message',
  send: 'Send',
  sent: 'Message sent',
  canned: 'Canned answer',
  none: 'None',
  pin: 'Link to a pin',
  pin_qc: 'QC pin %{n}',
  pin_flag: 'Flagged point %{n}',
  empty_message: 'Type a message, choose a canned answer or add an attachment',
  uploading: 'Attachments still uploading: %{names}',
  events: {
    grab: '%{name} grabbed the order',
    submit: '%{name} submitted the design',
    qcPass: '%{name} passed the inspection',
    qcFail: '%{name} failed the inspection',
    qcReturn: '%{name} returned the order for changes',
    rework: '%{name} started the rework',
    flag: '%{name} flagged the case as incomplete',
    flagAnswer: '%{name} answered the incomplete-case flag',
  },
  answers: {
    seePin: 'Please look at the pin',
    marginRedone: 'The margin line has been redone',
    proceedAsIs: 'Please proceed with the case as it is',
    checkContacts: 'Please check the proximal contacts',
    scanRequested: 'We asked the customer for the scan',
    waitCustomer: 'Waiting for the customer’s answer',
  },
} as const satisfies Widen<typeof threadZh>;
