import { useState, type ReactNode } from 'react';
import { Drawer, Stack } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'react-admin';
import { BarButtonsLabelled, BarIconButton } from '../tools/BarIconButton';

/**
 * Below `md` the app bar's tools and customer service move into a sheet that rises from the
 * bottom, within the thumb's reach; each shows its label. It stays mounted, so that a dialog
 * opened from it (customer service, error log) survives the sheet closing.
 */
export function PhoneBarActions({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <BarIconButton
        label={translate('app.chrome.topbar.more')}
        onClick={() => setOpen(true)}
        testId="bar-actions"
      >
        <AppsIcon />
      </BarIconButton>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        data-testid="bar-actions-sheet"
      >
        <BarButtonsLabelled value>
          <Stack
            role="group"
            aria-label={translate('app.chrome.topbar.more')}
            sx={{ py: 1, pb: 'calc(8px + env(safe-area-inset-bottom))' }}
          >
            {children}
          </Stack>
        </BarButtonsLabelled>
      </Drawer>
    </>
  );
}
