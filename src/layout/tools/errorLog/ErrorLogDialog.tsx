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
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../../../../dataProvider';
import { config } from '../../../../dataProvider/client/config';
import { errorLog, submitErrorLogs, type ErrorLogEntry } from '../../../errorLog';
import { ErrorLogRow } from './ErrorLogRow';
import { useNotifyFailure } from '../../../components/useNotifyError';

interface ErrorLogDialogProps {
  open: boolean;
  onClose: () => void;
  entries: readonly ErrorLogEntry[];
}

type Pending = 'upload' | 'clear' | null;

/** Lists the local error log; uploads it to the server (then forgets it) or clears it. */
export function ErrorLogDialog({ open, onClose, entries }: ErrorLogDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    setBusy(true);
    try {
      await submitErrorLogs(httpClient, entries, config.apiBaseUrl);
      errorLog.clear();
      setPending(null);
      onClose();
      notify('app.prefs.error_log.upload_done', { type: 'success' });
    } catch (error) {
      setPending(null);
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    errorLog.clear();
    setPending(null);
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
          onClick={() => setPending('upload')}
        >
          {translate('app.prefs.error_log.upload')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteSweepIcon />}
          disabled={empty || busy}
          onClick={() => setPending('clear')}
        >
          {translate('app.prefs.error_log.clear')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title="app.prefs.error_log.confirm_title"
        content={
          pending === 'clear'
            ? 'app.prefs.error_log.clear_confirm'
            : 'app.prefs.error_log.upload_confirm'
        }
        onConfirm={() => (pending === 'clear' ? clear() : void upload())}
        onClose={() => setPending(null)}
      />
    </Dialog>
  );
}
