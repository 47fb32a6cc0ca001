import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { HomePage } from '../pages/home/HomePage';
import { IframePage } from '../pages/iframe/IframePage';
import { MyDesignSheetPage } from '../pages/myDesignSheet/MyDesignSheetPage';
import { PersonalCenterPage } from '../pages/personalCenter/PersonalCenterPage';
import { NoticesPage } from '../pages/notices/NoticesPage';
import { AuthenticationPage } from '../pages/authentication/AuthenticationPage';
import { ContractDeskPage } from '../pages/onboardingStaff/ContractDeskPage';
import { RegistrationAuditPage } from '../pages/onboardingStaff/RegistrationAuditPage';
import { ExtensionPage } from '../pages/extension/ExtensionPage';
import { ResultPage } from '../pages/result/ResultPage';
import { PointsAdjustPage } from '../pages/pointsAdjust/PointsAdjustPage';
import { PracticePage } from '../pages/practice/PracticePage';
import { ScorecardPage } from '../pages/scorecard/ScorecardPage';
import { ScorePolicyPage } from '../pages/scorePolicy/ScorePolicyPage';
import { SettlementPage } from '../pages/settlement/SettlementPage';
import { TaskUploadPage } from '../pages/taskUpload/TaskUploadPage';
import { WelcomePage } from '../pages/welcome/WelcomePage';
import { WorkbenchPage } from '../pages/workbench/WorkbenchPage';

/** A page of the route table: its component, its static path and its title's translation key. */
export interface PortalPage {
  (): ReactElement | null;
  path: string;
  titleKey: string;
}

export interface LayoutRoute {
  page: PortalPage;
  /** Kept mounted (hidden) when the user leaves it, so it keeps its state (Saber's keep-alive). */
  cached?: boolean;
}

/** The authenticated routes of SPEC §2, shown inside the layout. */
export const LAYOUT_ROUTES: readonly LayoutRoute[] = [
  { page: WelcomePage },
  { page: ScorecardPage },
  { page: PracticePage },
  { page: NoticesPage },
  { page: HomePage },
  { page: PersonalCenterPage },
  { page: AuthenticationPage },
  { page: ResultPage },
  { page: WorkbenchPage, cached: true },
  { page: ExtensionPage },
  { page: MyDesignSheetPage, cached: true },
  { page: SettlementPage },
  { page: TaskUploadPage },
  { page: ScorePolicyPage },
  { page: PointsAdjustPage },
  { page: ContractDeskPage },
  { page: RegistrationAuditPage },
];

export const CACHED_PAGES: readonly PortalPage[] = LAYOUT_ROUTES.filter((r) => r.cached).map(
  (r) => r.page,
);

/** Every page that can be a tag tab (the iframe page too, when shown inside the layout). */
const TITLED_PAGES: readonly PortalPage[] = [...LAYOUT_ROUTES.map((r) => r.page), IframePage];

/** The page of the route table that a path shows. */
export function pageOf(
  pathname: string,
  pages: readonly PortalPage[] = TITLED_PAGES,
): PortalPage | undefined {
  return pages.find((page) => matchPath(page.path, pathname) !== null);
}
