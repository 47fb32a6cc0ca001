import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { ConfirmButton } from '../../../src/forms/ConfirmButton';
import { useTextCounter } from '../../../src/forms/textLimit';
import { CASE_FLAG_ANSWERS } from '../../../src/domain/caseFlag';
import type { CaseFlagAnswer } from '../../../src/domain/caseFlag';
import { useTaskAction } from '../shared/useTaskAction';

/**
 * Staff's answer to an open flag: an optional note, then one of the two answers, each confirmed
 * first (it restarts the design clock and tells the designer).
 */
export function AnswerFlagForm({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [note, setNote] = useState('');
  const counter = useTextCounter('reason', note.trim());
  const answer = (choice: CaseFlagAnswer) =>
    void run(
      (api) => api.answerFlag(task.id, choice, note.trim()),
      'app.orders.case_flag.done.answer',
    );
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
          <ConfirmButton
            key={choice}
            variant={choice === 'proceed' ? 'contained' : 'outlined'}
            disabled={pending}
            pending={pending}
            precheck={() => !counter.error}
            title="app.orders.case_flag.answer_confirm.title"
            titleOptions={{
              orderNo: task.orderNo,
              answer: translate(`app.orders.case_flag.answers.${choice}`),
            }}
            content={`app.orders.case_flag.answer_confirm.${choice}`}
            onConfirm={() => answer(choice)}
          >
            {translate(`app.orders.case_flag.answers.${choice}`)}
          </ConfirmButton>
        ))}
      </Stack>
    </Stack>
  );
}
