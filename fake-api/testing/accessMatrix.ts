import { readFileSync } from 'node:fs';
import type { FakeState } from '../store/state';
import type { RouteEntry } from '../services/routeTable';
import type { OpenApiDocument } from './openApiDocument';

/** The roles of the access matrix and the seeded account that plays each (none: no token). */
export const MATRIX_ROLES = [
  ['visitor', ''],
  ['designer', 'designer'],
  ['other designer', 'newbie1'],
  ['company member', 'company'],
  ['sub-account', 'subacct1'],
  ['main account', 'mainacct'],
  ['support', 'support'],
  ['administrator', 'operator'],
] as const;

export type Outcome = 'ok' | '401' | '403' | '4xx' | '5xx';

/** What a call's status means for the matrix: allowed, not signed in, forbidden, refused/invalid. */
export function outcomeOf(status: number, body?: unknown): Outcome {
  // BladeX's R.fail answers some refusals with HTTP 200 and the code in the envelope (a lost grab).
  const envelope = body as { success?: unknown; code?: unknown } | undefined;
  if (status === 200 && envelope?.success === false && typeof envelope.code === 'number') {
    return outcomeOf(envelope.code);
  }
  if (status === 401 || status === 403) return String(status) as Outcome;
  if (status >= 500) return '5xx';
  return status >= 400 ? '4xx' : 'ok';
}

/**
 * The URL a route is called with: path parameters and `id`-like query parameters name
 * `designer`'s own records, so every other role calls on someone else's record.
 */
export function concretePath(route: RouteEntry, state: FakeState): string {
  const designer = state.users.find((user) => user.account === 'designer');
  const mine = <T extends { id: string }>(rows: T[] | undefined, owner: (row: T) => string) =>
    rows?.find((row) => owner(row) === designer?.id)?.id ?? 'none';
  const ids: Record<string, string> = {
    '/api/os/designTask': mine(state.designTasks, (task) => task.designerId),
    // FrontEndAS?taskId=: upload keys for designer's order.
    '/api/cl-order': mine(state.designTasks, (task) => task.designerId),
    '/api/os/bill': mine(state.bills, (bill) => bill.userId),
    '/api/os/ticket': mine(state.tickets, (ticket) => ticket.userId),
    '/api/os/withdrawal': mine(state.withdrawals, (withdrawal) => withdrawal.userId),
    '/api/os/notice': state.notices?.[0]?.id ?? 'none',
    '/api/os/message': mine(state.notifications, (event) => event.userId),
  };
  const id = ids[route.prefix] ?? 'none';
  const path = route.path
    .replace('/my/readGroup/:id', '/my/readGroup/pending')
    .replace(':group', 'cadFiles')
    .replace(':id', id);
  const query = new URLSearchParams({ id, userId: designer?.id ?? '', taskId: id });
  return `${path}?${query.toString()}`;
}

/** How `x-roles` of docs/api/openapi.yaml names a matrix role (the same but for support). */
const DOCUMENT_ROLE: Record<MatrixRole, string> = {
  visitor: 'visitor',
  designer: 'designer',
  'other designer': 'other designer',
  'company member': 'company member',
  'sub-account': 'sub-account',
  'main account': 'main account',
  support: 'customer_service',
  administrator: 'administrator',
};

export type MatrixRole = (typeof MATRIX_ROLES)[number][0];

/**
 * Who may call what, from `x-roles` of docs/api/openapi.yaml: `METHOD /api/path` (the router's
 * spelling, `:id`) -> for each of MATRIX_ROLES, whether it is let in. The one source of access:
 * the access matrix, the answer check and the menu check read it.
 */
export function documentedAccess(document: OpenApiDocument): Map<string, boolean[]> {
  const access = new Map<string, boolean[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const roles = (operation as { 'x-roles'?: unknown })['x-roles'];
      if (!Array.isArray(roles)) continue;
      const routerPath = `/api${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
      access.set(
        `${method.toUpperCase()} ${routerPath}`,
        MATRIX_ROLES.map(([role]) => roles.includes(DOCUMENT_ROLE[role])),
      );
    }
  }
  return access;
}

/**
 * The outcome a role must get for a route it is let in (any but 401, 403 and 5xx: the handler
 * may refuse the empty body or another's record) or kept out of (401 without a token, else 403).
 */
export function accessProblem(letIn: boolean, role: MatrixRole, outcome: Outcome): string {
  if (letIn) return outcome === 'ok' || outcome === '4xx' ? '' : `let in, answered ${outcome}`;
  const refusal = role === 'visitor' ? '401' : '403';
  return outcome === refusal ? '' : `kept out, answered ${outcome} instead of ${refusal}`;
}

/** Who acts on `designer`'s object in the storage, and the seeded account that plays each. */
export const STORAGE_ROLES = [
  ['visitor', ''],
  ['designer', 'designer'],
  ['other designer', 'newbie1'],
  ['support', 'support'],
] as const;

/** The storage table of docs/CONTRACT.md: PUT | GET | LIST | DELETE -> outcome per STORAGE_ROLES. */
export function documentedStorageMatrix(file: string): Map<string, string[]> {
  return tableBetween(file, 'storage-matrix', /^(PUT|GET|LIST|DELETE)$/, STORAGE_ROLES.length);
}

function tableBetween(file: string, marker: string, rowName: RegExp, columns: number) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`<!-- ${marker}:start -->`);
  const end = text.indexOf(`<!-- ${marker}:end -->`);
  const rows = new Map<string, string[]>();
  for (const line of text.slice(start, end).split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim().replace(/`/g, ''));
    if (cells.length < columns + 2 || !rowName.test(cells[1])) continue;
    rows.set(cells[1], cells.slice(2, 2 + columns));
  }
  return rows;
}
