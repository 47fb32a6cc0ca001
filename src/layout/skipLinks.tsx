import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageActive } from '../page/pageActivity';

const HostContext = createContext<HTMLElement | null>(null);

/** Where the pages' skip links go: before the chrome, so that they are the first Tab stops. */
export function SkipLinksHost({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  return (
    <>
      <div ref={setHost} data-testid="skip-links" />
      <HostContext value={host}>{children}</HostContext>
    </>
  );
}

/** Out of sight until focused, then at the top left, over the app bar (react-admin's skip_nav). */
const SKIP_LINK_SX = {
  position: 'fixed',
  left: 16,
  top: -80,
  zIndex: 5000,
  '&:focus': { top: 16 },
} as const;

/**
 * A page's "skip to ..." link (WAI's bypass blocks, WCAG 2.4.1): the first Tab of the page, it
 * moves the focus to `targetId` past the app bar, the menu and the tags (issue 40: 37 Tabs from
 * the top bar to the first grab). Only the shown page has it, not one kept alive behind.
 */
export function SkipLink({ targetId, labelKey }: { targetId: string; labelKey: string }) {
  const translate = useTranslate();
  const active = usePageActive();
  const host = useContext(HostContext);
  if (!active || !host) return null;
  // The link's own jump would change the address: the focus moves instead.
  const skip = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const target = document.getElementById(targetId);
    target?.setAttribute('tabIndex', '-1');
    target?.focus();
  };
  return createPortal(
    <Button variant="contained" href={`#${targetId}`} onClick={skip} sx={SKIP_LINK_SX}>
      {translate(labelKey)}
    </Button>,
    host,
  );
}
