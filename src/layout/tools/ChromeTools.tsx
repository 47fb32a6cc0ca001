import { useContext } from 'react';
import { Box } from '@mui/material';
import { BarButtonsLabelled } from './BarIconButton';
import { ColorMenu } from './ColorMenu';
import { ErrorLogButton } from '../../errorLog/ErrorLogButton';
import { FullscreenButton } from './FullscreenButton';
import { HelpMenu } from './HelpMenu';
import { LockButton } from './LockButton';
import { ThemeMenu } from './ThemeMenu';

/** Icon buttons of the top bar: help, error log, full screen, theme, colour, lock (SPEC §2). */
export function ChromeTools() {
  // In the phone's actions sheet they are a list, one under the other.
  const column = useContext(BarButtonsLabelled);
  return (
    <Box
      sx={{ display: 'flex', alignItems: column ? 'stretch' : 'center', mr: column ? 0 : 1 }}
      flexDirection={column ? 'column' : 'row'}
      data-testid="chrome-tools"
    >
      <HelpMenu />
      <ErrorLogButton />
      <FullscreenButton />
      <ThemeMenu />
      <ColorMenu />
      <LockButton />
    </Box>
  );
}
