import { useState } from 'react';
import { Stack } from '@mui/material';
import { Form } from 'react-admin';
import { formDrafts } from '../../dataProvider/auth/formDrafts';
import { replyProblem } from '../../src/domain/tickets';
import { AttachmentPicker } from './attachments/AttachmentList';
import { useAttachments } from './attachments/useAttachments';
import { useTicketSubmit } from './form/useTicketSubmit';
import { ContentEditor } from './form/ContentEditor';
import { DraftKeeper } from './form/DraftKeeper';
import { WriteSubmitButton } from '../../src/forms/WriteSubmitButton';

const NO_RECORD = {};

interface ReplyValues {
  content?: string;
}

/** POST /{id}/reply with rich text and attachments (lazy target of TicketShow). */
export default function ReplyBox({ ticketId }: { ticketId: string }) {
  const attachments = useAttachments();
  const draftName = `reply:${ticketId}`;
  // Read once: what a lost session left of this reply.
  const [draft] = useState(() => formDrafts.read(draftName));
  const { submit, isPending, generation } = useTicketSubmit<ReplyValues>({
    problem: (values, uploading) => replyProblem({ content: values.content ?? '', uploading }),
    send: (api, values, attachList) =>
      api.replyTicket(ticketId, { content: values.content ?? '', attachList }),
    successKey: 'app.tickets.show.reply_sent',
    draft: draftName,
    attachments,
  });
  // After a successful send the next form starts empty.
  const restored = generation === 0 ? draft : undefined;

  return (
    // An empty record: otherwise the form would start from the ticket shown around it.
    <Form
      key={generation}
      record={NO_RECORD}
      defaultValues={{ content: restored?.content ?? '' }}
      onSubmit={(values: Record<string, unknown>) => submit(values as ReplyValues)}
      noValidate
    >
      <Stack spacing={1} sx={{ mt: 2 }} data-testid="reply-box">
        <DraftKeeper form={draftName} restored={restored !== undefined} />
        <ContentEditor source="content" label="app.tickets.show.reply" limit="ticketReply" />
        <AttachmentPicker attachments={attachments} />
        <WriteSubmitButton
          labelKey="app.tickets.show.reply"
          pending={isPending}
          spinner
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Form>
  );
}
