import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { grabbedAtOf, isFlagOpen, withinFlagWindow } from '../../../src/domain/caseFlag';
import { parseServerDateTime } from '../../../src/domain/format';
import { AnswerFlagForm } from './AnswerFlagForm';
import { CaseFlagDialog } from './CaseFlagDialog';
import { FlagPinsViewer } from './FlagPinsViewer';

interface CaseFlagPanelProps {
  task: DesignTask;
  staff: boolean;
  holder: boolean;
}

/**
 * The case flag on the order detail: its state (paused, or staff's answer), staff's answer form
 * while it is open, and the designer's "Flag as incomplete" while a flag may be raised.
 */
export function CaseFlagPanel({ task, staff, holder }: CaseFlagPanelProps) {
  const translate = useTranslate();
  const [flagging, setFlagging] = useState(false);
  const { flag } = task;
  const mayFlag = !staff && !flag && (task.status === '0' || (holder && inWindow(task)));
  return (
    <>
      {flag && <FlagState task={task} />}
      {staff && isFlagOpen(flag) && <AnswerFlagForm taskId={task.id} />}
      {mayFlag && (
        <Box sx={{ my: 2 }}>
          <Button variant="outlined" color="warning" onClick={() => setFlagging(true)}>
            {translate('app.orders.case_flag.action')}
          </Button>
        </Box>
      )}
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

/** In design and still within the window after the grab (the server checks it again). */
function inWindow(task: DesignTask): boolean {
  const deadline = parseServerDateTime(task.deadline);
  if (task.status !== '1' || !deadline) return false;
  return withinFlagWindow(grabbedAtOf(deadline.getTime(), task.designCycle), Date.now());
}
