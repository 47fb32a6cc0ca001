import { useSyncExternalStore } from 'react';
import { breakpointLevel } from '../../../src/domain/breakpoints';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The card-grid breakpoint level of the window (0-3, SPEC §9), following resizes. */
export function useBreakpointLevel(): 0 | 1 | 2 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => breakpointLevel(window.innerWidth),
    () => 3,
  );
}
