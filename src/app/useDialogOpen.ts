import { useSyncExternalStore } from 'react';

/** MUI mounts an open dialog as a child of <body>; a kept-mounted closed one is marked hidden. */
const OPEN_DIALOG = ':scope > .MuiDialog-root:not(.MuiModal-hidden)';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const dialogShown = () => document.body.querySelector(OPEN_DIALOG) !== null;

/** Whether a modal dialog is on screen (its buttons are where a bottom toast would lie). */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, dialogShown, () => false);
}
