import { randomHex } from '../seed/random';

export type ConsentKind = 'new' | 'bound';

interface Consent {
  source: string;
  state: string;
  kind: ConsentKind;
}

/** One-time codes of the stand-in consent page (`/oauth/render/{source}`). */
export interface SocialCodeBook {
  issue(source: string, kind: ConsentKind): { code: string; state: string };
  /** The consent of an unused code with matching source and state; the code is spent. */
  redeem(source: string, code: string, state: string): Consent | undefined;
}

export function createSocialCodeBook(): SocialCodeBook {
  const consents = new Map<string, Consent>();
  return {
    issue(source, kind) {
      const code = randomHex(16);
      const state = randomHex(8);
      consents.set(code, { source, state, kind });
      return { code, state };
    },
    redeem(source, code, state) {
      const consent = consents.get(code);
      if (!consent || consent.source !== source || consent.state !== state) return undefined;
      consents.delete(code);
      return consent;
    },
  };
}
