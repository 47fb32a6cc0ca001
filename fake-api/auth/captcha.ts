import { randomInt } from 'node:crypto';
import { randomChars, randomHex } from '../seed/random';

const LIFETIME_MS = 30 * 60_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Image captchas of the generic BladeX login (`grant_type=captcha`). */
export interface CaptchaBook {
  create(): { key: string; image: string };
  /** Case-insensitive; a captcha is checked once. */
  verify(key: string, code: string): boolean;
}

export function createCaptchaBook(now: () => number): CaptchaBook {
  const captchas = new Map<string, { text: string; expiresAt: number }>();
  return {
    create() {
      const key = randomHex(16);
      const text = randomChars(ALPHABET, 5);
      captchas.set(key, { text, expiresAt: now() + LIFETIME_MS });
      const image = `data:image/svg+xml;base64,${Buffer.from(renderSvg(text)).toString('base64')}`;
      return { key, image };
    },
    verify(key, code) {
      const captcha = captchas.get(key);
      captchas.delete(key);
      return !!captcha && captcha.expiresAt > now() && captcha.text === code.toUpperCase();
    },
  };
}

function renderSvg(text: string): string {
  const letters = [...text]
    .map((letter, index) => {
      const rotation = randomInt(-20, 21);
      const x = 14 + index * 23;
      return `<text x="${x}" y="34" transform="rotate(${rotation} ${x} 26)">${letter}</text>`;
    })
    .join('');
  const noise = Array.from(
    { length: 4 },
    () =>
      `<line x1="${randomInt(130)}" y1="${randomInt(48)}" x2="${randomInt(130)}" y2="${randomInt(48)}" stroke="#9ab"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="48"><rect width="130" height="48" fill="#f2f6fc"/>${noise}<g font-family="monospace" font-size="26" font-weight="bold" fill="#409eff">${letters}</g></svg>`;
}
