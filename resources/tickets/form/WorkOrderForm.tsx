import { useEffect, useState } from 'react';
import { Stack, TextField as MuiTextField } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { LimitedTextInput } from '../../../src/forms/LimitedTextInput';
import { formDrafts } from '../../../dataProvider/auth/formDrafts';
import { TICKET_PROBLEM_CATEGORY, workOrderProblem } from '../../../src/domain/tickets';
import { AttachmentPicker } from '../attachments/AttachmentList';
import { useAttachments } from '../attachments/useAttachments';
import { useTicketSubmit } from './useTicketSubmit';
import { ContentEditor } from './ContentEditor';
import { DraftKeeper } from './DraftKeeper';
import { WriteSubmitButton } from '../../../src/forms/WriteSubmitButton';

const DRAFT = 'work-order';

export interface WorkOrderFormProps {
  /** The question typed in the chat, or an appeal's title, as the title. */
  initialSubject: string;
  /** Prefilled content (HTML), e.g. an appeal's numbers; the user may edit it before sending. */
  initialContent?: string;
  /** The draft kept of this form: `work-order` unless the caller keeps its own. */
  draft?: string;
  /** Called once the work order is created. */
  onSent?: () => void;
}

interface Values {
  subject?: string;
  content?: string;
}

/** Subject, rich-text content, the fixed category and attachments; POST /ticket/create. */
export default function WorkOrderForm(props: WorkOrderFormProps) {
  const { initialSubject, initialContent = '', draft: draftName = DRAFT, onSent } = props;
  const translate = useTranslate();
  const attachments = useAttachments();
  // Read once: what a lost session left of the last work order this user began.
  const [draft] = useState(() => formDrafts.read(draftName));
  const { submit, isPending, generation } = useTicketSubmit<Values>({
    problem: (values, uploading) =>
      workOrderProblem({ subject: values.subject ?? '', content: values.content ?? '', uploading }),
    send: (api, values, attachList) =>
      api.createTicket({
        subject: (values.subject ?? '').trim(),
        content: values.content ?? '',
        problemCategory: TICKET_PROBLEM_CATEGORY,
        attachList,
      }),
    successKey: 'app.tickets.form.success',
    draft: draftName,
    attachments,
  });
  useEffect(() => {
    if (generation > 0) onSent?.();
  }, [generation, onSent]);
  // A new generation (after a successful submit) mounts an empty form. A question asked in the
  // chat is the title; the rest comes from the draft.
  const restored = generation === 0 ? draft : undefined;
  const defaults: Values = {
    subject: generation === 0 ? initialSubject || (restored?.subject ?? '') : '',
    content: restored?.content ?? (generation === 0 ? initialContent : ''),
  };

  return (
    <Form
      key={generation}
      defaultValues={defaults}
      onSubmit={(values: Record<string, unknown>) => submit(values as Values)}
      noValidate
    >
      <Stack spacing={1} data-testid="work-order-form">
        <DraftKeeper form={draftName} restored={restored !== undefined} />
        <LimitedTextInput
          source="subject"
          label="app.tickets.form.subject"
          fullWidth
          limit="ticketSubject"
        />
        <MuiTextField
          label={translate('app.tickets.form.category')}
          value={translate('app.tickets.form.category_other')}
          size="small"
          slotProps={{ input: { readOnly: true } }}
        />
        <ContentEditor source="content" label="app.tickets.form.content" limit="ticketContent" />
        <AttachmentPicker attachments={attachments} />
        <WriteSubmitButton labelKey="app.tickets.form.submit" pending={isPending} spinner />
      </Stack>
    </Form>
  );
}
