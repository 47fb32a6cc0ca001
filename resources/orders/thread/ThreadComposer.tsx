import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import type { NewThreadMessage } from '../../../dataProvider/threadWireTypes';
import type { PortalDataProvider } from '../../../dataProvider/types';
import {
  CANNED_ANSWERS,
  isCannedAnswer,
  plainTextToHtml,
  threadMessageProblem,
} from '../../../src/domain/orderThread';
import type { ThreadPinLink } from '../../../src/domain/orderThread';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { useTextCounter } from '../../../src/forms/textLimit';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';
import { AttachmentPicker, useAttachments } from '../../tickets';
import { threadQuery } from './threadQueries';

/** Writes in an order's thread: text, attachments, a link to a pin, and staff's canned answers. */
export function ThreadComposer({ task, staff }: { task: DesignTask; staff: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const api = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const attachments = useAttachments();
  const [text, setText] = useState('');
  const [canned, setCanned] = useState('');
  const [pin, setPin] = useState('');
  const pins = pinChoices(task);
  const counter = useTextCounter('threadMessage', text);
  const send = useMutation({
    mutationFn: (message: NewThreadMessage) => api.sendThreadMessage(task.id, message),
    onSuccess: () => {
      setText('');
      setCanned('');
      setPin('');
      attachments.reset();
      notify('app.orders.thread.sent', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: threadQuery(api, task.id).queryKey });
    },
    // What was typed stays for another try.
    onError: (error) => notifyFailure(error),
  });

  const submit = () => {
    if (send.isPending) return;
    if (counter.error) return;
    if (attachments.uploading.length > 0) {
      const names = attachments.uploading.join(', ');
      return notify('app.orders.thread.uploading', { type: 'warning', messageArgs: { names } });
    }
    const content = plainTextToHtml(text);
    const { attachList } = attachments;
    const message: NewThreadMessage = {
      content,
      attachList,
      ...(isCannedAnswer(canned) ? { canned } : {}),
      ...(pin ? { pin: pins.find((choice) => choice.id === pin)?.link } : {}),
    };
    const draft = { ...message, content, attachments: attachList.length };
    if (threadMessageProblem(draft, staff)) {
      return notify('app.orders.thread.empty_message', { type: 'warning' });
    }
    send.mutate(message);
  };

  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="thread-composer">
      {staff && (
        <TextField
          select
          size="small"
          label={translate('app.orders.thread.canned')}
          value={canned}
          onChange={(event) => setCanned(event.target.value)}
          data-testid="thread-canned-select"
        >
          <MenuItem value="">{translate('app.orders.thread.none')}</MenuItem>
          {CANNED_ANSWERS.map((code) => (
            <MenuItem key={code} value={code}>
              {translate(`app.orders.thread.answers.${code}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        multiline
        minRows={2}
        label={translate('app.orders.thread.message')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={counter.error}
        helperText={counter.helperText}
        data-testid="thread-text"
      />
      {pins.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('app.orders.thread.pin')}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        >
          <MenuItem value="">{translate('app.orders.thread.none')}</MenuItem>
          {pins.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {translate(`app.orders.thread.pin_${choice.link.kind}`, { n: choice.link.index + 1 })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <AttachmentPicker attachments={attachments} />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={send.isPending || counter.error}
        onClick={firstClickOnly(submit)}
        data-testid="thread-send"
      >
        {translate('app.orders.thread.send')}
      </Button>
    </Stack>
  );
}

/** The pins a message may point at: the last inspection's pinned reasons, the flag's points. */
function pinChoices(task: DesignTask): { id: string; link: ThreadPinLink }[] {
  const qc = (task.qcInspection?.reasons ?? []).flatMap((reason, index) =>
    reason.pin ? [{ id: `qc:${index}`, link: { kind: 'qc' as const, index } }] : [],
  );
  const flag = (task.flag?.pins ?? []).map((_, index) => ({
    id: `flag:${index}`,
    link: { kind: 'flag' as const, index },
  }));
  return [...qc, ...flag];
}
