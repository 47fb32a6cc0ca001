import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, CircularProgress, Stack, TextField as MuiTextField } from '@mui/material';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { TICKET_PROBLEM_CATEGORY, workOrderProblem } from '../../../src/domain/tickets';
import { AttachmentPicker } from '../attachments/AttachmentList';
import { useAttachments } from '../attachments/useAttachments';
import { workOrderWarning } from './workOrderWarning';
import { ContentEditor } from './ContentEditor';
import { useNotifyFailure } from '../../../src/components/useNotifyError';

interface WorkOrderFormProps {
  /** The question typed in the chat, as the title. */
  initialSubject: string;
}

interface Values {
  subject: string;
  content: string;
}

/** Subject, rich-text content, the fixed category and attachments; POST /ticket/create. */
export default function WorkOrderForm({ initialSubject }: WorkOrderFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const attachments = useAttachments();
  const [saving, setSaving] = useState(false);
  // A new key mounts an empty form after a successful submit.
  const [generation, setGeneration] = useState(0);
  const defaults: Values = { subject: generation === 0 ? initialSubject : '', content: '' };

  const submit = async (values: Record<string, unknown>) => {
    const subject = String(values.subject ?? '');
    const content = String(values.content ?? '');
    const problem = workOrderProblem({ subject, content, uploading: attachments.uploading });
    if (problem) {
      const { key, args } = workOrderWarning(problem);
      notify(key, { type: 'warning', messageArgs: args });
      return;
    }
    setSaving(true);
    try {
      await dataProvider.createTicket({
        subject: subject.trim(),
        content,
        problemCategory: TICKET_PROBLEM_CATEGORY,
        attachList: attachments.attachList,
      });
      notify('app.tickets.form.success', { type: 'success' });
      // react-admin's list queries start with the resource: an open ticket list refetches.
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      attachments.reset();
      setGeneration((current) => current + 1);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form key={generation} defaultValues={defaults} onSubmit={submit} noValidate>
      <Stack spacing={1} data-testid="work-order-form">
        <TextInput source="subject" label="app.tickets.form.subject" fullWidth helperText={false} />
        <MuiTextField
          label={translate('app.tickets.form.category')}
          value={translate('app.tickets.form.category_other')}
          size="small"
          slotProps={{ input: { readOnly: true } }}
        />
        <ContentEditor source="content" label="app.tickets.form.content" />
        <AttachmentPicker attachments={attachments} />
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} /> : undefined}
        >
          {translate('app.tickets.form.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
