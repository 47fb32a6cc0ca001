import { lazy, Suspense, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ServiceChat } from './ServiceChat';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import { usePermission } from '../../../src/session/usePermission';
import { BarIconButton } from '../../../src/components/BarIconButton';
import { listPath } from '../../../src/routes/paths';

// The rich-text editor (tiptap) loads only when a work order is written. React keeps a failed
// lazy load, so a retry needs a new lazy component.
const workOrderForms: LazyExoticComponent<ComponentType<{ initialSubject: string }>>[] = [];
function workOrderFormFor(attempt: number) {
  workOrderForms[attempt] ??= lazy(() => import('../form/WorkOrderForm'));
  return workOrderForms[attempt];
}

/** The customer-service dialog: question answering, and the work-order form. */
export function CustomerService() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // undefined: the chat; a string: the form, with that question as its title.
  const [workOrder, setWorkOrder] = useState<string>();
  const canAdd = usePermission('ticket_add');
  const canView = usePermission('ticket_view');
  const [formAttempt, setFormAttempt] = useState(0);
  const WorkOrderForm = workOrderFormFor(formAttempt);
  const label = translate('app.chrome.topbar.customer_service');
  const close = () => setOpen(false);
  return (
    <>
      <BarIconButton label={label} onClick={() => setOpen(true)} testId="customer-service">
        <SupportAgentIcon />
      </BarIconButton>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        data-testid="customer-service-dialog"
      >
        <DialogTitle>
          {translate(
            workOrder === undefined
              ? 'app.chrome.topbar.customer_service_title'
              : 'app.tickets.form.title',
          )}
        </DialogTitle>
        <DialogContent>
          {/* The chat stays mounted under the form: going back keeps the conversation. */}
          <div hidden={workOrder !== undefined}>
            <ErrorBoundary>
              <ServiceChat onWorkOrder={canAdd ? setWorkOrder : undefined} />
            </ErrorBoundary>
          </div>
          {workOrder !== undefined && canAdd && (
            <ErrorBoundary onRetry={() => setFormAttempt((attempt) => attempt + 1)}>
              <Suspense
                fallback={<CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
              >
                {/* Cached per attempt: the same component on every render until a retry. */}
                {/* eslint-disable-next-line react-hooks/static-components */}
                <WorkOrderForm key={workOrder} initialSubject={workOrder} />
              </Suspense>
            </ErrorBoundary>
          )}
        </DialogContent>
        <DialogActions>
          {workOrder !== undefined ? (
            <Button onClick={() => setWorkOrder(undefined)}>
              {translate('app.tickets.service.back')}
            </Button>
          ) : (
            canAdd && (
              <Button onClick={() => setWorkOrder('')}>
                {translate('app.tickets.service.submit_work_order')}
              </Button>
            )
          )}
          {canView && (
            <Button
              onClick={() => {
                close();
                navigate(listPath('tickets'));
              }}
            >
              {translate('app.tickets.service.my_tickets')}
            </Button>
          )}
          <Button onClick={close}>{translate('app.chrome.topbar.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
