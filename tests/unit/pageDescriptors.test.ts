// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../resources/dashboard/home/HomePage';
import { IframePage } from '../../src/pages/iframe/IframePage';
import { MyDesignSheetPage } from '../../resources/orders/myDesignSheet/MyDesignSheetPage';
import { NoticesPage } from '../../resources/dashboard/notices/NoticesPage';
import { PersonalCenterPage } from '../../resources/profile/personalCenter/PersonalCenterPage';
import { QualificationPage } from '../../resources/onboarding/qualification/QualificationPage';
import { ReferralPage } from '../../resources/profile/referral/ReferralPage';
import { ContractDeskPage } from '../../resources/onboarding/staff/ContractDeskPage';
import { RegistrationAuditPage } from '../../resources/onboarding/staff/RegistrationAuditPage';
import { ResultPage } from '../../resources/onboarding/result/ResultPage';
import { PointsAdjustPage } from '../../resources/dashboard/pointsAdjust/PointsAdjustPage';
import { PracticePage } from '../../resources/dashboard/practice/PracticePage';
import { ScorecardPage } from '../../resources/dashboard/scorecard/ScorecardPage';
import { ScorePolicyPage } from '../../resources/dashboard/scorePolicy/ScorePolicyPage';
import { StaffHomePage } from '../../resources/dashboard/staffHome/StaffHomePage';
import { SettlementPage } from '../../resources/money/settlement/SettlementPage';
import { TaskUploadPage } from '../../resources/orders/taskUpload/TaskUploadPage';
import { WelcomePage } from '../../resources/onboarding/welcome/WelcomePage';
import { WorkbenchPage } from '../../resources/orders/workbench/WorkbenchPage';
import { IFRAME_PAGE, LAYOUT_PAGES } from '../../src/app/lazy/layoutPages';

const PAGES = {
  welcome: WelcomePage,
  scorecard: ScorecardPage,
  practice: PracticePage,
  notices: NoticesPage,
  home: HomePage,
  personalCenter: PersonalCenterPage,
  qualification: QualificationPage,
  result: ResultPage,
  workbench: WorkbenchPage,
  referral: ReferralPage,
  myDesignSheet: MyDesignSheetPage,
  settlement: SettlementPage,
  taskUpload: TaskUploadPage,
  scorePolicy: ScorePolicyPage,
  pointsAdjust: PointsAdjustPage,
  staffHome: StaffHomePage,
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
