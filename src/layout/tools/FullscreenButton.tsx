import { useSyncExternalStore } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';

/** Enters or leaves full screen; hidden where the browser does not allow it. */
export function FullscreenButton() {
  const translate = useTranslate();
  const isFullscreen = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  if (!document.fullscreenEnabled) return null;
  const label = translate(isFullscreen ? 'app.prefs.exit_fullscreen' : 'app.prefs.fullscreen');
  const toggle = () => {
    const change = isFullscreen
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A refused request (no user gesture, a policy) leaves the state as it is: nothing to show.
    change.catch(() => {});
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} data-testid="fullscreen">
        {isFullscreen ? (
          <FullscreenExitIcon data-testid="fullscreen-exit-icon" />
        ) : (
          <FullscreenIcon data-testid="fullscreen-enter-icon" />
        )}
      </IconButton>
    </Tooltip>
  );
}

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
