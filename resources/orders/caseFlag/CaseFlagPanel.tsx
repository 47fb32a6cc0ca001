import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { isFlagOpen } from '../../../src/domain/caseFlag';
import { flagBlocker, type Flagger } from '../../../src/domain/flagRules';
import { useUserDetail } from '../../../src/session/useUserDetail';
import { AnswerFlagForm } from './AnswerFlagForm';
import { CaseFlagDialog } from './CaseFlagDialog';
import { FlagPinsViewer } from './FlagPinsViewer';

/**
 * The case flag on the order detail: its state (paused, or staff's answer), staff's answer form
 * while it is open, and the designer's "Flag as incomplete" where the server would take a flag.
 */
export function CaseFlagPanel({ task, staff }: { task: DesignTask; staff: boolean }) {
  const { flag } = task;
  return (
    <>
      {flag && <FlagState task={task} />}
      {staff && isFlagOpen(flag) && <AnswerFlagForm task={task} />}
      {!staff && !flag && <FlagAction task={task} />}
    </>
  );
}

/** The designer's flag button, offered by the server's own rule (src/domain/flagRules.ts). */
function FlagAction({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const [flagging, setFlagging] = useState(false);
  const user = useUserDetail().data;
  if (!user || refusedNow(user, task)) return null;
  return (
    <>
      <Box sx={{ my: 2 }}>
        <Button variant="outlined" color="warning" onClick={() => setFlagging(true)}>
          {translate('app.orders.case_flag.action')}
        </Button>
      </Box>
      {flagging && <CaseFlagDialog task={task} onClose={() => setFlagging(false)} />}
    </>
  );
}

function FlagState({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { serverDateTime } = useFormatters();
  const flag = task.flag;
  if (!flag) return null;
  const open = isFlagOpen(flag);
  return (
    <Alert severity={open ? 'warning' : 'info'} sx={{ mt: 2 }} data-testid="case-flag">
      <AlertTitle>
        {open
          ? translate('app.orders.case_flag.paused')
          : translate('app.orders.case_flag.answered', {
              answer: translate(`app.orders.case_flag.answers.${flag.answer ?? 'proceed'}`),
            })}
      </AlertTitle>
      <Typography variant="body2">
        {`${translate(`app.orders.case_flag.codes.${flag.code}`)} · ${flag.note}`}
      </Typography>
      <Typography variant="caption" component="p">
        {translate('app.orders.case_flag.flagged_at', { time: serverDateTime(flag.flaggedAt) })}
      </Typography>
      {flag.pins.length > 0 && <FlagPins task={task} />}
      {!open && flag.answerNote && <Typography variant="body2">{flag.answerNote}</Typography>}
      {!open && flag.answeredAt && (
        <Typography variant="caption" component="p">
          {translate('app.orders.case_flag.answered_at', {
            time: serverDateTime(flag.answeredAt),
          })}
        </Typography>
      )}
    </Alert>
  );
}

/** The flag's pins on the scans, on demand (the viewer is heavy). */
function FlagPins({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const pins = task.flag?.pins ?? [];
  return (
    <>
      <Button size="small" onClick={() => setShown((open) => !open)} data-testid="case-flag-pins">
        {translate('app.orders.case_flag.show_pins', { count: pins.length })}
      </Button>
      {shown && <FlagPinsViewer taskId={task.id} pins={pins} />}
    </>
  );
}

/** Whether the server would refuse the flag at this moment (the window after the grab runs). */
function refusedNow(user: Flagger, task: DesignTask): boolean {
  return flagBlocker(user, task, Date.now()) !== undefined;
}
