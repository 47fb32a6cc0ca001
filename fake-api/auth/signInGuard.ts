/** After this many wrong passwords an account must send the image captcha. */
export const CAPTCHA_AFTER = 3;
/** After this many wrong passwords an account is locked for the lockout time. */
export const LOCK_AFTER = 5;

export interface GuardSettings {
  lockoutMs: number;
  /** Failures one client address may make within the lockout time, all accounts together. */
  addressFailures: number;
  now: () => number;
}

export type GuardVerdict =
  | { kind: 'open'; captcha: boolean }
  | { kind: 'locked'; minutes: number }
  | { kind: 'addressLimited'; minutes: number };

interface Count {
  failures: number;
  /** Start of the counting window: the first failure. */
  since: number;
  lockedUntil: number;
}

/**
 * BladeX-like guessing resistance for password sign-ins, keyed by tenant and account name as
 * typed (known or not, so an answer never tells whether an account exists) and by address.
 */
export interface SignInGuard {
  verdict(account: string, address: string): GuardVerdict;
  /** Records a wrong password; gives the verdict that now holds (locked at the 5th). */
  fail(account: string, address: string): GuardVerdict;
  /** A successful sign-in clears the account's count. */
  succeed(account: string): void;
}

export function createSignInGuard(settings: GuardSettings): SignInGuard {
  const accounts = new Map<string, Count>();
  const addresses = new Map<string, Count>();
  const { lockoutMs, now } = settings;
  const minutesUntil = (at: number) => Math.max(1, Math.ceil((at - now()) / 60_000));

  const current = (book: Map<string, Count>, key: string): Count => {
    const count = book.get(key);
    const expired = count && count.lockedUntil <= now() && count.since + lockoutMs <= now();
    const lifted = count && count.lockedUntil !== 0 && count.lockedUntil <= now();
    if (!count || expired || lifted) {
      const fresh = { failures: 0, since: now(), lockedUntil: 0 };
      book.set(key, fresh);
      return fresh;
    }
    return count;
  };

  const verdict = (account: string, address: string): GuardVerdict => {
    const byAddress = current(addresses, address);
    if (byAddress.lockedUntil > now()) {
      return { kind: 'addressLimited', minutes: minutesUntil(byAddress.lockedUntil) };
    }
    const byAccount = current(accounts, account);
    if (byAccount.lockedUntil > now()) {
      return { kind: 'locked', minutes: minutesUntil(byAccount.lockedUntil) };
    }
    return { kind: 'open', captcha: byAccount.failures >= CAPTCHA_AFTER };
  };

  return {
    verdict,
    fail(account, address) {
      const byAccount = current(accounts, account);
      byAccount.failures += 1;
      if (byAccount.failures >= LOCK_AFTER) byAccount.lockedUntil = now() + lockoutMs;
      const byAddress = current(addresses, address);
      byAddress.failures += 1;
      if (byAddress.failures >= settings.addressFailures) {
        byAddress.lockedUntil = byAddress.since + lockoutMs;
      }
      return verdict(account, address);
    },
    succeed(account) {
      accounts.delete(account);
    },
  };
}
