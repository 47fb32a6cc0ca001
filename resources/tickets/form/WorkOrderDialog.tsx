import { lazy, Suspense } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';

// The rich-text editor (tiptap) loads only when a work order is written.
const WorkOrderForm = lazy(() => import('./WorkOrderForm'));

interface WorkOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefilled title and content (HTML): the user edits them before sending. */
  subject: string;
  content: string;
  /** The draft the form keeps while open (one per prefilled purpose). */
  draft: string;
}

/**
 * A work order begun elsewhere than the customer-service dialog (an appeal of a QC return):
 * the same form, prefilled, closing once the ticket is created (POST /ticket/create, whose
 * idempotency key makes a double send one ticket).
 */
export function WorkOrderDialog({ open, onClose, subject, content, draft }: WorkOrderDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="work-order-dialog">
      <DialogTitle>{translate('app.tickets.form.title')}</DialogTitle>
      <DialogContent>
        {open && (
          <ErrorBoundary>
            <Suspense
              fallback={<CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
            >
              <WorkOrderForm
                initialSubject={subject}
                initialContent={content}
                draft={draft}
                onSent={onClose}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.chrome.topbar.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
