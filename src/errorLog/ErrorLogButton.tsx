import { useState } from 'react';
import { Badge } from '@mui/material';
import BugReportIcon from '@mui/icons-material/BugReport';
import { useTranslate } from 'react-admin';
import { ErrorLogDialog } from './ErrorLogDialog';
import type { ErrorLogEntry } from './errorLogStore';
import { useErrorLog } from './useErrorLog';
import { BarIconButton } from '../components/BarIconButton';

/** SPEC §9: the badge counts up to 99, then shows 99+. */
const ERROR_BADGE_MAX = 99;

/** A bug icon with the number of locally logged errors; opens the log. */
export function ErrorLogButton({
  submit,
}: {
  submit: (entries: readonly ErrorLogEntry[]) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  const label = translate('app.prefs.error_log.open', { count: entries.length });
  return (
    <>
      <BarIconButton label={label} onClick={() => setOpen(true)} testId="error-log">
        <Badge badgeContent={entries.length} max={ERROR_BADGE_MAX} color="error">
          <BugReportIcon />
        </Badge>
      </BarIconButton>
      <ErrorLogDialog
        open={open}
        onClose={() => setOpen(false)}
        entries={entries}
        submit={submit}
      />
    </>
  );
}
