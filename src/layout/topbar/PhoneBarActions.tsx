import { useState, type ReactNode } from 'react';
import { Drawer, Stack } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { BarButtonsLabelled, BarIconButton } from '../tools/BarIconButton';

/**
 * Below `md` the app bar's tools and customer service move into a sheet that rises from the
 * bottom, within the thumb's reach; each shows its label. From its first opening on it stays
 * mounted, so that a dialog opened from it (customer service, error log) survives the sheet
 * closing; before that there is no sheet at all (the page's first render does not pay for its
 * modal, portal and transitions: its slide-in plays on mounting open).
 */
export function PhoneBarActions({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <BarIconButton
        label={translate('app.chrome.topbar.more')}
        onClick={() => setOpen(true)}
        testId="bar-actions"
      >
        <AppsIcon />
      </BarIconButton>
      {opened && (
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
      )}
    </>
  );
}
