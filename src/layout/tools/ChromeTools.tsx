import { Box } from '@mui/material';
import { ColorMenu } from './ColorMenu';
import { ErrorLogButton } from './errorLog/ErrorLogButton';
import { FullscreenButton } from './FullscreenButton';
import { HelpMenu } from './HelpMenu';
import { LockButton } from './LockButton';
import { ThemeMenu } from './ThemeMenu';

/** Icon buttons of the top bar: help, error log, full screen, theme, colour, lock (SPEC §2). */
export function ChromeTools() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mr: 1 }} data-testid="chrome-tools">
      <HelpMenu />
      <ErrorLogButton />
      <FullscreenButton />
      <ThemeMenu />
      <ColorMenu />
      <LockButton />
    </Box>
  );
}
