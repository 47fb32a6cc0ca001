import { HomePage } from '../../pages/home/HomePage';
import { MyDesignSheetPage } from '../../pages/myDesignSheet/MyDesignSheetPage';
import { ExtensionPage } from '../../pages/extension/ExtensionPage';
import { settlementPath } from '../../pages/settlement/SettlementPage';
import { WorkbenchPage } from '../../pages/workbench/WorkbenchPage';

export interface TopEntry {
  labelKey: string;
  to: string;
  /** The route pattern that marks the entry as current. */
  match: string;
}

/** The top bar's entries (SPEC §2). */
export const TOP_ENTRIES: readonly TopEntry[] = [
  { labelKey: 'app.chrome.topbar.dashboard', to: HomePage.path, match: HomePage.path },
  { labelKey: 'app.chrome.topbar.workbench', to: WorkbenchPage.path, match: WorkbenchPage.path },
  {
    labelKey: 'app.chrome.topbar.my_design_sheet',
    to: MyDesignSheetPage.path,
    match: MyDesignSheetPage.path,
  },
  {
    labelKey: 'app.chrome.topbar.settlement',
    to: settlementPath('withdrawal'),
    match: '/order/settlement/*',
  },
  { labelKey: 'app.chrome.topbar.extension', to: ExtensionPage.path, match: ExtensionPage.path },
];

/** A company member's only entry. */
export const COMPANY_MEMBER_ENTRIES: readonly TopEntry[] = TOP_ENTRIES.filter(
  (entry) => entry.to === MyDesignSheetPage.path,
);
