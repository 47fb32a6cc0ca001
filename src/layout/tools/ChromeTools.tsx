import { useContext } from 'react';
import { Box } from '@mui/material';
import { BarButtonsLabelled } from '../../components/BarIconButton';
import { ColorMenu } from './ColorMenu';
import { ErrorLogButton } from '../../errorLog/ErrorLogButton';
import { FullscreenButton } from './FullscreenButton';
import { HelpMenu } from './HelpMenu';
import { LockButton } from './LockButton';
import { ThemeMenu } from './ThemeMenu';
import { useChromeParts } from '../chromeParts';

/** Without the app's HTTP client (a test of the bar alone) an upload fails like a lost network. */
const NO_SERVER = () => Promise.reject(new TypeError('Failed to fetch'));

/** Icon buttons of the top bar: help, error log, full screen, theme, colour, lock (SPEC §2). */
export function ChromeTools() {
  // In the phone's actions sheet they are a list, one under the other.
  const column = useContext(BarButtonsLabelled);
  const { submitErrorLogs = NO_SERVER } = useChromeParts();
  return (
    <Box
      sx={{ display: 'flex', alignItems: column ? 'stretch' : 'center', mr: column ? 0 : 1 }}
      flexDirection={column ? 'column' : 'row'}
      data-testid="chrome-tools"
    >
      <HelpMenu />
      <ErrorLogButton submit={submitErrorLogs} />
      <FullscreenButton />
      <ThemeMenu />
      <ColorMenu />
      <LockButton />
    </Box>
  );
}
