import { useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import BugReportIcon from '@mui/icons-material/BugReport';
import { useTranslate } from 'react-admin';
import { ErrorLogDialog } from './ErrorLogDialog';
import { useErrorLog } from './useErrorLog';

/** SPEC §9: the badge counts up to 99, then shows 99+. */
export const ERROR_BADGE_MAX = 99;

/** A bug icon with the number of locally logged errors; opens the log. */
export function ErrorLogButton() {
  const translate = useTranslate();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  const label = translate('app.prefs.error_log.open', { count: entries.length });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => setOpen(true)}
          data-testid="error-log"
        >
          <Badge badgeContent={entries.length} max={ERROR_BADGE_MAX} color="error">
            <BugReportIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} entries={entries} />
    </>
  );
}
