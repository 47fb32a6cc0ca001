import { useState } from 'react';
import { Drawer, type DrawerProps } from '@mui/material';

/**
 * A drawer that is not in the page until it first opens, then stays mounted when closed
 * (keepMounted), so that its content is not rendered again at each opening and a dialog opened
 * from it survives its closing. Mounted closed, its modal, portal (which renders twice) and
 * transitions were part of the page's first render for a drawer nobody had opened (issue 27:
 * the phone workbench's blocking time); mounted open, its slide-in plays as usual.
 */
export function DrawerFromFirstOpening({
  open,
  ...props
}: Omit<DrawerProps, 'open' | 'ModalProps'> & { open: boolean }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Drawer open={open} ModalProps={{ keepMounted: true }} {...props} />;
}
