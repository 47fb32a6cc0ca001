import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './updateStore';

/** A tab left open all day still hears of a new build. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker (pwa.config.ts); a new build is announced, not forced. */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => announceUpdate(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}
