import { Notification } from 'react-admin';
import { useDialogOpen } from './useDialogOpen';

/**
 * react-admin's toast, at the bottom as usual, but at the top while a dialog is open: a refusal
 * of the dialog's own action (a file the browser can no longer read, a server error) must not
 * lie over the buttons the person answers it with (issue 39, point 13).
 */
export function PortalNotification() {
  const dialogOpen = useDialogOpen();
  return (
    <Notification
      anchorOrigin={{ vertical: dialogOpen ? 'top' : 'bottom', horizontal: 'center' }}
    />
  );
}
