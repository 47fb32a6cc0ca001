import { useState } from 'react';

/**
 * True from the first time `open` is true on. A closed drawer that stays mounted (keepMounted)
 * renders its content only from its first opening: its portal would otherwise render the whole
 * content a second time, synchronously, in the task that mounts the page (issue 27: the phone
 * workbench's blocking time).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
