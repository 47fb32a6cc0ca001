import { useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/types';
import { replyProblem } from '../../src/domain/tickets';
import { AttachmentPicker } from './attachments/AttachmentList';
import { useAttachments } from './attachments/useAttachments';
import { workOrderWarning } from './form/workOrderWarning';
import { ContentEditor } from './form/ContentEditor';
import { useNotifyFailure } from '../../src/components/useNotifyError';

const NO_RECORD = {};

/** POST /{id}/reply with rich text and attachments (lazy target of TicketShow). */
export default function ReplyBox({ ticketId }: { ticketId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const attachments = useAttachments();
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    const content = String(values.content ?? '');
    const problem = replyProblem({ content, uploading: attachments.uploading });
    if (problem) {
      const { key, args } = workOrderWarning(problem);
      notify(key, { type: 'warning', messageArgs: args });
      return;
    }
    setSaving(true);
    try {
      await dataProvider.replyTicket(ticketId, { content, attachList: attachments.attachList });
      notify('app.tickets.show.reply_sent', { type: 'success' });
      attachments.reset();
      setGeneration((current) => current + 1);
      await queryClient.invalidateQueries({ queryKey: ['tickets'] });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    // An empty record: otherwise the form would start from the ticket shown around it.
    <Form
      key={generation}
      record={NO_RECORD}
      defaultValues={{ content: '' }}
      onSubmit={submit}
      noValidate
    >
      <Stack spacing={1} sx={{ mt: 2 }} data-testid="reply-box">
        <ContentEditor source="content" label="app.tickets.show.reply" />
        <AttachmentPicker attachments={attachments} />
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} /> : undefined}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('app.tickets.show.reply')}
        </Button>
      </Stack>
    </Form>
  );
}
