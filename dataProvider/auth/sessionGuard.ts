/** Ends a session once, however many calls notice the expiry at the same moment. */
export interface SessionGuard {
  /** Runs the expiry callback unless it already ran since the last reset. */
  expire(): void;
  /** Arms the guard again: called by a successful login. */
  reset(): void;
  isExpired(): boolean;
}

export function createSessionGuard(onExpire: () => void): SessionGuard {
  let expired = false;
  return {
    expire() {
      if (expired) return;
      expired = true;
      onExpire();
    },
    reset() {
      expired = false;
    },
    isExpired: () => expired,
  };
}
