import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { errorLog, type ErrorLogEntry } from './';
import { ErrorLogRow } from './ErrorLogRow';
import { useNotifyFailure } from '../notify/useNotifyError';

interface ErrorLogDialogProps {
  open: boolean;
  onClose: () => void;
  entries: readonly ErrorLogEntry[];
  /** Sends the entries to the server; the app layer provides it. */
  submit: (entries: readonly ErrorLogEntry[]) => Promise<unknown>;
}

/** Which confirmation is open. */
type Asking = 'upload' | 'clear' | null;

/** Lists the local error log; uploads it to the server (then forgets it) or clears it. */
export function ErrorLogDialog({ open, onClose, entries, submit }: ErrorLogDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [asking, setAsking] = useState<Asking>(null);

  const upload = useMutation({
    mutationFn: () => submit(entries),
    onSuccess: () => {
      errorLog.clear();
      onClose();
      notify('app.prefs.error_log.upload_done', { type: 'success' });
    },
    onError: (error) => notifyFailure(error),
    onSettled: () => setAsking(null),
  });
  const busy = upload.isPending;

  const clear = () => {
    errorLog.clear();
    setAsking(null);
    onClose();
    notify('app.prefs.error_log.clear_done', { type: 'success' });
  };

  const empty = entries.length === 0;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" data-testid="error-log-dialog">
      <DialogTitle>{translate('app.prefs.error_log.title')}</DialogTitle>
      <DialogContent dividers>
        {empty ? (
          <Typography color="text.secondary">{translate('app.prefs.error_log.empty')}</Typography>
        ) : (
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {translate('app.prefs.error_log.time')}
                </TableCell>
                <TableCell>{translate('app.prefs.error_log.message')}</TableCell>
                <TableCell>{translate('app.prefs.error_log.url')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry, index) => (
                <ErrorLogRow key={`${entry.time}-${index}`} entry={entry} />
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<CloudUploadIcon />}
          disabled={empty || busy}
          onClick={() => setAsking('upload')}
        >
          {translate('app.prefs.error_log.upload')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteSweepIcon />}
          disabled={empty || busy}
          onClick={() => setAsking('clear')}
        >
          {translate('app.prefs.error_log.clear')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title="app.prefs.error_log.confirm_title"
        content={
          asking === 'clear'
            ? 'app.prefs.error_log.clear_confirm'
            : 'app.prefs.error_log.upload_confirm'
        }
        onConfirm={() => (asking === 'clear' ? clear() : upload.mutate())}
        onClose={() => setAsking(null)}
      />
    </Dialog>
  );
}
