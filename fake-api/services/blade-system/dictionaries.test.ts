import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICED_PRODUCTS } from '../../money/priceList';
import { startTestApi } from '../../testing/harness';
import type { Json, TestApi } from '../../testing/harness';

describe('dictionaries of the values orders carry', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  const labels = async (code: string, token: string, language?: string) => {
    const query: Record<string, string> = language ? { code, language } : { code };
    const { body } = await t.call('/api/blade-system/dict-biz/dictionary', {
      method: 'GET',
      token,
      query,
    });
    return Object.fromEntries(body.data.map((item: Json) => [item.dictKey, item.dictValue]));
  };

  it("answers in the token's language, or the asked one", async () => {
    const tr = (await t.login('designer', 'Designer1', 'tr')).access_token;
    expect((await labels('product_name', tr))['全冠']).toBe('Tam kron');
    expect((await labels('material', tr))['氧化锆']).toBe('Zirkonya');
    expect((await labels('product_name', tr, 'en'))['全冠']).toBe('Full crown');
    expect((await labels('product_unit', tr, 'zh'))['颗']).toBe('颗');
  });

  it('holds an en and a tr label for every product, material, unit and type of the seeded orders', async () => {
    const token = (await t.login('designer', 'Designer1', 'en')).access_token;
    const { body } = await t.call('/api/os/designTask/my/page', {
      method: 'GET',
      token,
      query: { size: '200' },
    });
    const pool = await t.call('/api/os/designTask/my/page', {
      method: 'GET',
      token,
      query: { size: '200', tab: 'grab' },
    });
    const tasks: Json[] = [...body.data.records, ...pool.body.data.records];
    expect(tasks.length).toBeGreaterThan(10);
    const fields = [
      ['productName', 'product_name'],
      ['material', 'material'],
      ['unit', 'product_unit'],
      ['dentureType', 'denture_type'],
    ] as const;
    for (const language of ['en', 'tr']) {
      for (const [field, code] of fields) {
        const dictionary = await labels(code, token, language);
        // The upload task's unit is tooth positions (11, 12): not a word, nothing to translate.
        const words = tasks.filter((task) => field !== 'unit' || /\p{Script=Han}/u.test(task.unit));
        expect(words.length).toBeGreaterThan(10);
        for (const task of words) {
          const label = dictionary[task[field]];
          expect([field, task[field], label]).toEqual([field, task[field], expect.any(String)]);
          expect(label).not.toMatch(/\p{Script=Han}/u);
        }
      }
    }
  });

  it('labels the products of the bills (money price list) in en and tr', async () => {
    const token = (await t.login('designer', 'Designer1', 'en')).access_token;
    for (const language of ['en', 'tr']) {
      const dictionary = await labels('product_name', token, language);
      for (const product of PRICED_PRODUCTS) {
        expect([product, dictionary[product]]).toEqual([
          product,
          expect.stringMatching(/^\P{Script=Han}+$/u),
        ]);
      }
    }
  });
});
