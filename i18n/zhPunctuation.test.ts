import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../fake-api/messages/moneyMessages';
import { zh } from './zh';

/** Half-width , : ; ! ? ( ) touching a Chinese character: "该月份尚未结束,月末之后才能结算". */
const HALF_WIDTH_IN_CHINESE =
  /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef][,:;!?()]|[,:;!?()][\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

describe('Chinese sentences', () => {
  it('use full-width punctuation in the zh catalog and the money refusals', () => {
    const offending = [...strings(zh, 'zh'), ...strings(MONEY_MESSAGES, 'MONEY_MESSAGES')].filter(
      ([, text]) => HALF_WIDTH_IN_CHINESE.test(text),
    );
    expect(offending).toEqual([]);
  });
});
