import { useState, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'react-admin';
import { DrawerFromFirstOpening } from '../../components/DrawerFromFirstOpening';
import { BarButtonsLabelled, BarIconButton } from '../../components/BarIconButton';

/**
 * Below `md` the app bar's tools and customer service move into a sheet that rises from the
 * bottom, within the thumb's reach; each shows its label. The sheet exists from its first
 * opening on (DrawerFromFirstOpening), so that a dialog opened from it (customer service, error
 * log) survives the sheet closing.
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
      <DrawerFromFirstOpening
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
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
      </DrawerFromFirstOpening>
    </>
  );
}
