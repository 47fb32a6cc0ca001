import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { firstClickOnly } from '../../../src/forms/firstClickOnly';
import { useTextCounter } from '../../../src/forms/textLimit';
import { CASE_FLAG_ANSWERS } from '../../../src/domain/caseFlag';
import type { CaseFlagAnswer } from '../../../src/domain/caseFlag';
import { useTaskAction } from '../shared/useTaskAction';

/** Staff's answer to an open flag: an optional note, then one of the two answers. */
export function AnswerFlagForm({ taskId }: { taskId: string }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [note, setNote] = useState('');
  const counter = useTextCounter('reason', note.trim());
  const answer = (choice: CaseFlagAnswer) => {
    if (counter.error) return;
    void run(
      (api) => api.answerFlag(taskId, choice, note.trim()),
      'app.orders.case_flag.done.answer',
    );
  };
  return (
    <Stack spacing={1} sx={{ my: 2 }} data-testid="case-flag-answer">
      <TextField
        id="case-flag-answer-note"
        label={translate('app.orders.case_flag.answer_note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={counter.error}
        helperText={counter.helperText}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        {CASE_FLAG_ANSWERS.map((choice) => (
          <Button
            key={choice}
            variant={choice === 'proceed' ? 'contained' : 'outlined'}
            disabled={pending}
            onClick={firstClickOnly(() => answer(choice))}
          >
            {translate(`app.orders.case_flag.answers.${choice}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
