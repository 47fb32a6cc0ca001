import { useEffect, useRef } from 'react';

/**
 * Focuses the returned ref's element once the browser has painted, unless the user has already
 * put the focus somewhere. `autoFocus` focuses during React's commit, which forces a style and
 * layout pass into that task: on the sign-in pages it made the first render the longest task of
 * the load (issue 9, blocking time).
 */
export function useFocusAfterPaint<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) ref.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled]);
  return ref;
}
