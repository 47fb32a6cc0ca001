import { PATHS, SETTLEMENT_MATCH, settlementPath } from '../../routes/paths';

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
  { labelKey: 'app.chrome.topbar.extension', to: PATHS.extension, match: PATHS.extension },
];

/** A company member's only entry. */
export const COMPANY_MEMBER_ENTRIES: readonly TopEntry[] = TOP_ENTRIES.filter(
  (entry) => entry.to === PATHS.myDesignSheet,
);
