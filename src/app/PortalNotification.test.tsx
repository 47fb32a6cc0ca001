// @vitest-environment jsdom
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Button, Dialog, DialogActions } from '@mui/material';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { PortalNotification } from './PortalNotification';

/** A page with a dialog whose action fails with a toast, as the qualification dialog's upload. */
function DialogPage() {
  const notify = useNotify();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Dialog open={open} transitionDuration={0}>
        <DialogActions>
          <Button onClick={() => notify('file unreadable', { type: 'error' })}>send</Button>
          <Button onClick={() => setOpen(false)}>cancel</Button>
        </DialogActions>
      </Dialog>
      <Button onClick={() => notify('saved', { type: 'success' })}>save page</Button>
      <PortalNotification />
    </>
  );
}

const snackbar = () => document.querySelector('.MuiSnackbar-root');

describe('PortalNotification', () => {
  it("puts a dialog's refusal at the top, off its buttons, and the page's toasts back at the bottom", async () => {
    const { unmount } = renderInAdmin(<DialogPage />);
    act(() => screen.getByText('send').click());
    await screen.findByText('file unreadable');
    expect(snackbar()?.className).toContain('MuiSnackbar-anchorOriginTopCenter');

    act(() => screen.getByText('cancel').click());
    await waitFor(() => expect(document.querySelector('.MuiDialog-root')).toBeNull());
    act(() => screen.getByText('save page').click());
    await screen.findByText('saved');
    expect(snackbar()?.className).toContain('MuiSnackbar-anchorOriginBottomCenter');
    // Unmounted while the page still exists: the observer lets go before the document goes.
    unmount();
    await act(() => Promise.resolve());
  });
});
