import { useState } from 'react';
import { Box, Collapse, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../format/useFormatters';
import type { ErrorLogEntry } from './';

const preformatted = {
  m: 0,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontFamily: 'monospace',
} as const;

/** One logged error; its stack and details unfold below it. */
export function ErrorLogRow({ entry }: { entry: ErrorLogEntry }) {
  const translate = useTranslate();
  const { localDateTime } = useFormatters();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow data-testid="error-log-entry" sx={{ '& > td': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={translate('app.prefs.error_log.show_details')}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
          {localDateTime(entry.time)}
        </TableCell>
        <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>
          {entry.message}
        </TableCell>
        <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-all' }}>{entry.url}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1 }}>
              <Detail title={translate('app.prefs.error_log.stack')} text={entry.stack} />
              <Detail title={translate('app.prefs.error_log.info')} text={entry.info} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

function Detail({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="pre" sx={preformatted} data-testid="error-log-detail">
        {text}
      </Box>
    </>
  );
}
