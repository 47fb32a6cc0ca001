import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesOf, visibleMenu } from '../../src/domain/menuAccess';
import { documentedAccess, MATRIX_ROLES } from '../testing/accessMatrix';
import { readOpenApiDocument } from '../testing/openApiDocument';
import { startTestApi } from '../testing/harness';
import type { Json, TestApi } from '../testing/harness';

const PASSWORDS: Record<string, string> = {
  designer: 'Designer1',
  newbie1: 'Newbie123',
  company: 'Company1',
  subacct1: 'Subacct1',
  mainacct: 'Mainacct1',
  support: 'Support1',
  operator: 'Operator1',
};

/** The menu entries and buttons the portal shows, and the call each one leads to. */
const LEADS_TO: Record<string, string> = {
  workbench: 'GET /api/os/designTask/my/page',
  withdrawal: 'GET /api/os/settlement/balance',
  bill: 'GET /api/os/bill/page',
  deduction: 'GET /api/order/companyDesigner/deduction/out/list',
  points: 'GET /api/os/points/designers/page',
  staff_audit: 'GET /api/blade-user/audit/page',
  staff_qc: 'GET /api/os/designTask/qc/page',
  staff_contracts: 'GET /api/os/contract/desk/page',
  staff_prices: 'GET /api/os/price/:id/detail',
  workbench_grab: 'POST /api/os/designTask/my/grab',
  points_adjust: 'POST /api/os/points/adjust',
  staff_audit_pass: 'POST /api/blade-user/audit-pass',
  staff_certification_review: 'POST /api/os/certification/review',
  staff_contracts_confirm: 'POST /api/os/contract/confirm',
  staff_withdrawals_review: 'POST /api/os/withdrawal/:id/approve',
  staff_deductions_add: 'POST /api/order/companyDesigner/deduction/submit',
};

function codesOf(nodes: Json): string[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((node: Json) => [String(node.code ?? ''), ...codesOf(node.children)]);
}

/** Issue 22: the portal's menus and buttons lead a role only to calls its `x-roles` in docs/api/openapi.yaml allows. */
describe('menu and button permissions against x-roles of the OpenAPI document', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it.each(
    MATRIX_ROLES.filter(([, account]) => account !== '').map((role, index) => [...role, index + 1]),
  )('offers %s (%s) no menu or button whose call is refused', async (_role, account, column) => {
    const access = documentedAccess(readOpenApiDocument());
    const login = await t.login(account, PASSWORDS[account]);
    const token = login.access_token;
    const roles = rolesOf(String(login.role_name ?? ''));
    // What the portal shows: the trees filtered by meta.roles, as the menu does (SPEC §6).
    const get = async (path: string) =>
      visibleMenu((await t.call(path, { method: 'GET', token })).body.data, roles);
    const shown = new Set([
      ...codesOf(await get('/api/blade-system/menu/routes')),
      ...codesOf(await get('/api/blade-system/menu/buttons')),
    ]);
    const mismatches = Object.entries(LEADS_TO).flatMap(([code, route]) => {
      const allowed = access.get(route)?.[Number(column)] ?? false;
      // Shown leads to an allowed call; hidden says nothing (company lists its orders elsewhere).
      return !shown.has(code) || allowed ? [] : [`${String(_role)}: ${code}`];
    });
    expect(mismatches).toEqual([]);
  });
});
