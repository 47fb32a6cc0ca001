/**
 * One clock for every live countdown on screen: a single 1 s interval that runs only while some
 * countdown listens (hidden kept-alive pages stop listening, see DeadlineCountdown).
 */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function clockNow(): number {
  return now;
}

/** Whether the shared interval is running (for tests). */
export function clockRunning(): boolean {
  return timer !== undefined;
}
