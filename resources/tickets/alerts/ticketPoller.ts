import type { TicketCount } from '../../../dataProvider/ticketWireTypes';

export interface TicketPollerOptions {
  /** GET refreshCount with the cursor of the previous answer (none the first time). */
  refresh: (times: number | undefined) => Promise<TicketCount>;
  /** false while logged out or while the tab is hidden: the tick is skipped. */
  canPoll: () => boolean;
  announce: (newsCount: number) => void;
  intervalMs: number;
}

/**
 * Polls at once and then every `intervalMs`, never two calls at a time, sending back the
 * server's `times` so that a message is announced once. Returns `tick` (e.g. for when the tab
 * shows again) and `stop`.
 */
export function startTicketPoller(options: TicketPollerOptions) {
  let times: number | undefined;
  let stopped = false;
  let busy = false;
  const tick = async () => {
    if (stopped || busy || !options.canPoll()) return;
    busy = true;
    try {
      const answer = await options.refresh(times);
      if (stopped) return;
      times = answer.times;
      if (answer.newsCount > 0) options.announce(answer.newsCount);
    } catch {
      // A failed poll is retried on the next tick; a 401 ends the session by itself.
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs);
  return {
    tick: () => void tick(),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
