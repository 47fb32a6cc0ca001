import { randomDigits, randomHex } from '../seed/random';

const CODE_LIFETIME_MS = 5 * 60_000;
const SEEDED_CODE = '123456';

interface IssuedCode {
  contact: string;
  code: string;
  expiresAt: number;
  used: boolean;
}

/** Phone and e-mail verification codes, keyed by the ukey the client sends back. */
export interface CodeBook {
  /** Issues a code; seeded contacts get 123456, the others a random one (logged). */
  issue(contact: string, seeded: boolean): string;
  /** True when the code matches, is fresh and unused; `consume` marks it used. */
  check(ukey: string, contact: string, code: string, consume: boolean): boolean;
}

export function createCodeBook(now: () => number, log: (line: string) => void): CodeBook {
  const codes = new Map<string, IssuedCode>();
  return {
    issue(contact, seeded) {
      const ukey = randomHex(16);
      const code = seeded ? SEEDED_CODE : randomDigits(6);
      if (!seeded) log(`[fake-api] code for ${contact}: ${code}`);
      codes.set(ukey, { contact, code, expiresAt: now() + CODE_LIFETIME_MS, used: false });
      return ukey;
    },
    check(ukey, contact, code, consume) {
      const issued = codes.get(ukey);
      const valid =
        !!issued &&
        !issued.used &&
        issued.expiresAt > now() &&
        issued.code === code &&
        sameContact(issued.contact, contact);
      if (valid && consume) issued.used = true;
      return valid;
    },
  };
}

export function sameContact(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
