import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the commit after its own on, in a transition. Mounted by an update
 * outside a transition (an answer, a store), a large tree renders in one task; in a transition
 * React renders it in slices that let the browser answer between them (issue 27: the signed-in
 * page's blocking time). `fallback` holds the place meanwhile.
 */
export function TransitionMount({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
