import { randomDigits, randomHex } from '../seed/random';

const CODE_LIFETIME_MS = 5 * 60_000;
/** One code per number per minute, ten a day; a code dies after five wrong tries. */
export const CODE_LIMITS = { intervalMs: 60_000, perDay: 10, tries: 5 } as const;
const SEEDED_CODE = '123456';

interface IssuedCode {
  contact: string;
  code: string;
  expiresAt: number;
  used: boolean;
  wrongTries: number;
}

export type CodeRefusal = 'tooSoon' | 'dailyLimit';

export interface IssueOptions {
  /** A seeded contact: under FAKE_API_CONTROL=1 it gets the fixed code 123456, no limits. */
  seeded: boolean;
  /** False for a contact no account has: the answer looks the same, nothing is sent. */
  deliver?: boolean;
}

/** Phone and e-mail verification codes, keyed by the ukey the client sends back. */
export interface CodeBook {
  /**
   * Issues a code and gives its ukey, or the refusal when the contact had a code in the last
   * minute or ten today. A code "sent" is printed on the console (the emulator sends nothing),
   * except the fixed code of seeded contacts, which exists only with the test switch.
   */
  issue(contact: string, options: IssueOptions): { ukey: string } | { refused: CodeRefusal };
  /** True when the code matches, is fresh, unused and not tried wrong 5 times; `consume` uses it. */
  check(ukey: string, contact: string, code: string, consume: boolean): boolean;
}

export function createCodeBook(
  now: () => number,
  log: (line: string) => void,
  fixedCodes: boolean,
): CodeBook {
  const codes = new Map<string, IssuedCode>();
  const sends = new Map<string, number[]>();
  return {
    issue(contact, { seeded, deliver = true }) {
      const key = contact.trim().toLowerCase();
      const day = new Date(now()).toISOString().slice(0, 10);
      const today = (sends.get(key) ?? []).filter(
        (at) => new Date(at).toISOString().slice(0, 10) === day,
      );
      const last = today[today.length - 1];
      // Test runs give seeded contacts the published code and no message goes out: the send
      // limits, which spare real recipients, do not apply to them.
      const fixed = fixedCodes && seeded && deliver;
      if (!fixed && last !== undefined && now() - last < CODE_LIMITS.intervalMs) {
        return { refused: 'tooSoon' };
      }
      if (!fixed && today.length >= CODE_LIMITS.perDay) return { refused: 'dailyLimit' };
      sends.set(key, [...today, now()]);
      const ukey = randomHex(16);
      if (!deliver) return { ukey };
      const code = fixed ? SEEDED_CODE : randomDigits(6);
      if (!fixed) log(`[fake-api] code for ${contact}: ${code}`);
      codes.set(ukey, {
        contact,
        code,
        expiresAt: now() + CODE_LIFETIME_MS,
        used: false,
        wrongTries: 0,
      });
      return { ukey };
    },
    check(ukey, contact, code, consume) {
      const issued = codes.get(ukey);
      if (!issued || issued.used || issued.expiresAt <= now()) return false;
      if (issued.wrongTries >= CODE_LIMITS.tries || !sameContact(issued.contact, contact)) {
        return false;
      }
      if (issued.code !== code) {
        issued.wrongTries += 1;
        return false;
      }
      if (consume) issued.used = true;
      return true;
    },
  };
}

export function sameContact(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
