import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../testing/harness';
import type { Json, TestApi } from '../../testing/harness';

const flatten = (nodes: Json[]): Json[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe('menus, buttons and dictionaries', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  const get = async (path: string, token: string, query?: Record<string, string>) =>
    (await t.call(path, { method: 'GET', token, query })).body.data;
  const menusOf = async (account: string, password: string) =>
    flatten(
      await get('/api/blade-system/menu/routes', (await t.login(account, password)).access_token),
    );

  it('gives designers the portal tree, with external links and a role-restricted item', async () => {
    const menus = await menusOf('designer', 'Designer1');
    const paths = menus.map((menu) => menu.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/wel/index',
        '/order/workbench',
        '/order/settlement/withdrawal',
        '/order/settlement/bill',
        '/order/personalCenter/1',
      ]),
    );
    expect(menus.find((menu) => menu.path === 'https://www.example.com/help')?.isOpen).toBe(2);
    expect(menus.find((menu) => menu.path === 'https://www.example.com/guide')?.isOpen).toBe(1);
    expect(menus.find((menu) => menu.path === '/order/points')?.meta).toEqual({
      roles: ['administrator'],
    });
    expect(menus.some((menu) => menu.code === 'staff')).toBe(false);
    expect(menus[0]).toMatchObject({
      parentId: '0',
      name: '首页',
      category: 1,
      action: 0,
      source: 'Home',
    });
  });

  it('gives a company member only My design sheet, and staff an extra node', async () => {
    const company = await menusOf('company', 'Company1');
    expect(company.map((menu) => menu.path)).toEqual(['/order/myDesignSheet']);
    const support = await menusOf('support', 'Support1');
    expect(support.some((menu) => menu.code === 'staff')).toBe(true);
    expect(support.map((menu) => menu.path)).toContain('/qcQueue');
    // A designer's own qualification pages are not a support agent's.
    expect(support.map((menu) => menu.code)).not.toContain('authentication');
    expect(support.map((menu) => menu.code)).not.toContain('result');
    const designer = await menusOf('designer', 'Designer1');
    expect(designer.map((menu) => menu.path)).not.toContain('/qcQueue');
  });

  it('names menus in the language of the token', async () => {
    const token = (await t.login('designer', 'Designer1', 'zh')).access_token;
    const { body } = await t.call('/api/blade-auth/oauth/refreshLanguage', {
      query: { language: 'tr' },
      token,
    });
    const menus = await get('/api/blade-system/menu/routes', body.access_token);
    expect(menus[0].name).toBe('Ana Sayfa');
    expect((await t.login('designer', 'Designer1', 'en')).access_token).toBeTruthy();
  });

  it('grants buttons by role', async () => {
    const codesOf = async (account: string, password: string) => {
      const token = (await t.login(account, password)).access_token;
      const leaves = flatten(await get('/api/blade-system/menu/buttons', token)).filter(
        (node) => !node.children,
      );
      expect(leaves.every((leaf) => leaf.category === 2)).toBe(true);
      return leaves.map((leaf) => leaf.code);
    };
    expect(await codesOf('designer', 'Designer1')).toEqual(
      expect.arrayContaining([
        'workbench_grab',
        'task_upload',
        'task_submit',
        'ticket_add',
        'withdrawal_add',
      ]),
    );
    expect(await codesOf('company', 'Company1')).toEqual(['mydesign_view']);
    const sub = await codesOf('subacct1', 'Subacct1');
    expect(sub).not.toContain('workbench_grab');
    expect(sub).toContain('task_upload');
    expect(await codesOf('mainacct', 'Mainacct1')).toContain('mydesign_dispatch');
  });

  it('answers dictionaries in the asked language', async () => {
    const token = (await t.login('designer', 'Designer1')).access_token;
    const path = '/api/blade-system/dict-biz/dictionary';
    const zh = await get(path, token, { code: 'contract_status' });
    expect(zh.map((item: Json) => [item.dictKey, item.dictValue])).toEqual([
      ['0', '未签署'],
      ['1', '签署中'],
      ['2', '已签署'],
    ]);
    expect(zh[0]).toMatchObject({
      tenantId: '000000',
      code: 'contract_status',
      sort: 1,
      remark: '',
    });
    const en = await get(path, token, { code: 'settlement_currency', language: 'en' });
    expect(en.map((item: Json) => item.dictValue)).toEqual(['RMB', 'US dollar']);
    for (const code of ['denture_type', 'task_status', 'designer_level']) {
      expect((await get(path, token, { code, language: 'tr' })).length).toBeGreaterThan(0);
    }
  });
});
