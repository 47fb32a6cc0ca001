import { useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWaitingUpdate } from './updateStore';

/** "A new version is available": the user reloads when it suits them (a draft is not lost). */
export function UpdatePrompt() {
  const translate = useTranslate();
  const apply = useWaitingUpdate();
  const [later, setLater] = useState(false);
  return (
    <Snackbar
      open={apply !== null && !later}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('app.chrome.update.available')}
      data-testid="update-prompt"
      action={
        <>
          <Button
            color="inherit"
            size="small"
            onClick={() => setLater(true)}
            sx={{ minHeight: 44 }}
          >
            {translate('app.chrome.update.later')}
          </Button>
          <Button color="inherit" size="small" onClick={() => apply?.()} sx={{ minHeight: 44 }}>
            {translate('app.chrome.update.reload')}
          </Button>
        </>
      }
    />
  );
}
