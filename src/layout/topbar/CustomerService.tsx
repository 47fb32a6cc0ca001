import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslate } from 'react-admin';
import { ComingSoon } from '../../components/PageFrame';

/** The customer-service entry; its questions and work orders come with the tickets issue. */
export function CustomerService() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.chrome.topbar.customer_service');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => setOpen(true)}
          data-testid="customer-service"
        >
          <SupportAgentIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.chrome.topbar.customer_service_title')}</DialogTitle>
        <DialogContent>
          <ComingSoon />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.chrome.topbar.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
