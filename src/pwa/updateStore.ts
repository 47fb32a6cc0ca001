import { useSyncExternalStore } from 'react';

/** The way to switch to the new build, once the service worker has one waiting. */
type ApplyUpdate = () => void;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker's registration when a new build is ready. */
export function announceUpdate(apply: ApplyUpdate): void {
  waiting = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting update, or null while the running build is the newest. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
