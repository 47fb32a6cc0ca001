import { useSyncExternalStore } from 'react';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';
import { BarIconButton } from '../../components/BarIconButton';

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
    <BarIconButton label={label} onClick={toggle} testId="fullscreen">
      {isFullscreen ? (
        <FullscreenExitIcon data-testid="fullscreen-exit-icon" />
      ) : (
        <FullscreenIcon data-testid="fullscreen-enter-icon" />
      )}
    </BarIconButton>
  );
}

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
