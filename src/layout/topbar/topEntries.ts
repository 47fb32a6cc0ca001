import { isStaff, hasRole } from '../../domain/roles';
import { listPath, PATHS, RESOURCES, SETTLEMENT_MATCH, settlementPath } from '../../routes/paths';

export interface TopEntry {
  labelKey: string;
  to: string;
  /** The route pattern that marks the entry as current. */
  match: string;
}

/** The top bar's entries (SPEC §2). */
export const TOP_ENTRIES: readonly TopEntry[] = [
  { labelKey: 'app.chrome.topbar.dashboard', to: PATHS.home, match: PATHS.home },
  { labelKey: 'app.chrome.topbar.workbench', to: PATHS.workbench, match: PATHS.workbench },
  {
    labelKey: 'app.chrome.topbar.my_design_sheet',
    to: PATHS.myDesignSheet,
    match: PATHS.myDesignSheet,
  },
  {
    labelKey: 'app.chrome.topbar.settlement',
    to: settlementPath('withdrawal'),
    match: SETTLEMENT_MATCH,
  },
  { labelKey: 'app.chrome.topbar.referral', to: PATHS.extension, match: PATHS.extension },
];

/** A company member's only entry. */
export const COMPANY_MEMBER_ENTRIES: readonly TopEntry[] = TOP_ENTRIES.filter(
  (entry) => entry.to === PATHS.myDesignSheet,
);

const STAFF_ENTRIES: readonly TopEntry[] = [
  { labelKey: 'app.dashboard.route.staff_home', to: PATHS.staffHome, match: PATHS.staffHome },
  {
    labelKey: 'app.orders.qc.queue.title',
    to: listPath(RESOURCES.qcQueue),
    match: `${listPath(RESOURCES.qcQueue)}/*`,
  },
  {
    labelKey: 'app.tickets.list.title',
    to: listPath(RESOURCES.tickets),
    match: `${listPath(RESOURCES.tickets)}/*`,
  },
];

/**
 * The entries a user sees: a company member only their design sheet; staff their desk and queues
 * first, and the designer's entries only when the account is also a designer (issue 21).
 */
export function topEntriesFor(roleName: string | undefined, companyMember: boolean) {
  if (companyMember) return COMPANY_MEMBER_ENTRIES;
  if (!isStaff(roleName)) return TOP_ENTRIES;
  return hasRole(roleName, ['designer']) ? [...STAFF_ENTRIES, ...TOP_ENTRIES] : STAFF_ENTRIES;
}
