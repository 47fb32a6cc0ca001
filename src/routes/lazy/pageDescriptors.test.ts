// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../pages/home/HomePage';
import { IframePage } from '../../pages/iframe/IframePage';
import { MyDesignSheetPage } from '../../pages/myDesignSheet/MyDesignSheetPage';
import { NoticesPage } from '../../pages/notices/NoticesPage';
import { PersonalCenterPage } from '../../pages/personalCenter/PersonalCenterPage';
import { AuthenticationPage } from '../../pages/authentication/AuthenticationPage';
import { ExtensionPage } from '../../pages/extension/ExtensionPage';
import { ContractDeskPage } from '../../pages/onboardingStaff/ContractDeskPage';
import { RegistrationAuditPage } from '../../pages/onboardingStaff/RegistrationAuditPage';
import { ResultPage } from '../../pages/result/ResultPage';
import { PointsAdjustPage } from '../../pages/pointsAdjust/PointsAdjustPage';
import { PracticePage } from '../../pages/practice/PracticePage';
import { ScorecardPage } from '../../pages/scorecard/ScorecardPage';
import { ScorePolicyPage } from '../../pages/scorePolicy/ScorePolicyPage';
import { SettlementPage } from '../../pages/settlement/SettlementPage';
import { TaskUploadPage } from '../../pages/taskUpload/TaskUploadPage';
import { WelcomePage } from '../../pages/welcome/WelcomePage';
import { WorkbenchPage } from '../../pages/workbench/WorkbenchPage';
import { IFRAME_PAGE, LAYOUT_PAGES } from './layoutPages';

const PAGES = {
  welcome: WelcomePage,
  scorecard: ScorecardPage,
  practice: PracticePage,
  notices: NoticesPage,
  home: HomePage,
  personalCenter: PersonalCenterPage,
  authentication: AuthenticationPage,
  result: ResultPage,
  workbench: WorkbenchPage,
  extension: ExtensionPage,
  myDesignSheet: MyDesignSheetPage,
  settlement: SettlementPage,
  taskUpload: TaskUploadPage,
  scorePolicy: ScorePolicyPage,
  pointsAdjust: PointsAdjustPage,
  contractDesk: ContractDeskPage,
  registrationAudit: RegistrationAuditPage,
} satisfies Record<keyof typeof LAYOUT_PAGES, { path: string; titleKey: string }>;

describe('lazy page descriptors', () => {
  it("carry each page's own static path and title key", () => {
    for (const [name, page] of Object.entries(PAGES)) {
      const lazy = LAYOUT_PAGES[name as keyof typeof LAYOUT_PAGES];
      expect({ name, path: lazy.path, titleKey: lazy.titleKey }).toEqual({
        name,
        path: page.path,
        titleKey: page.titleKey,
      });
    }
    expect([IFRAME_PAGE.path, IFRAME_PAGE.titleKey]).toEqual([
      IframePage.path,
      IframePage.titleKey,
    ]);
  });
});
