import { randomChars, randomHex } from '../seed/random';
import { renderCaptchaPng } from './captchaImage';

const LIFETIME_MS = 30 * 60_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Image captchas of the generic BladeX login (`grant_type=captcha`). */
export interface CaptchaBook {
  create(): { key: string; image: string };
  /** Case-insensitive; a captcha is checked once. */
  verify(key: string, code: string): boolean;
  /** Test control (FAKE_API_CONTROL=1 only): the text of a live captcha, found by its image. */
  textOfImage(image: string): string | undefined;
}

export function createCaptchaBook(now: () => number): CaptchaBook {
  const captchas = new Map<string, { text: string; image: string; expiresAt: number }>();
  return {
    create() {
      const key = randomHex(16);
      const text = randomChars(ALPHABET, 5);
      const image = renderCaptchaPng(text);
      for (const [old, captcha] of captchas) {
        if (captcha.expiresAt <= now()) captchas.delete(old);
      }
      captchas.set(key, { text, image, expiresAt: now() + LIFETIME_MS });
      return { key, image };
    },
    verify(key, code) {
      const captcha = captchas.get(key);
      captchas.delete(key);
      return !!captcha && captcha.expiresAt > now() && captcha.text === code.toUpperCase();
    },
    textOfImage(image) {
      for (const captcha of captchas.values()) {
        if (captcha.image === image && captcha.expiresAt > now()) return captcha.text;
      }
      return undefined;
    },
  };
}
