import { PATHS } from '../paths';
import { lazyPage } from './lazyPage';

/*
 * The pages shown inside the layout, each a chunk of its own: the path and title key are
 * written here so that the route table, the tags and the menu know them before the code is
 * downloaded (pageDescriptors.test.ts checks they match each page's own static fields).
 */
export const LAYOUT_PAGES = {
  welcome: lazyPage({ path: PATHS.welcome, titleKey: 'app.page.welcome' }, () =>
    import('../../pages/welcome/WelcomePage').then((m) => m.WelcomePage),
  ),
  scorecard: lazyPage({ path: PATHS.scorecard, titleKey: 'app.chrome.route.wel_dashboard' }, () =>
    import('../../pages/scorecard/ScorecardPage').then((m) => m.ScorecardPage),
  ),
  practice: lazyPage({ path: PATHS.practice, titleKey: 'app.chrome.route.test_index' }, () =>
    import('../../pages/practice/PracticePage').then((m) => m.PracticePage),
  ),
  notices: lazyPage({ path: PATHS.notices, titleKey: 'app.chrome.route.info_index' }, () =>
    import('../../pages/notices/NoticesPage').then((m) => m.NoticesPage),
  ),
  home: lazyPage({ path: PATHS.home, titleKey: 'app.chrome.route.home_page' }, () =>
    import('../../pages/home/HomePage').then((m) => m.HomePage),
  ),
  personalCenter: lazyPage(
    { path: PATHS.personalCenter, titleKey: 'app.chrome.route.personal_center' },
    () => import('../../pages/personalCenter/PersonalCenterPage').then((m) => m.PersonalCenterPage),
  ),
  authentication: lazyPage(
    { path: PATHS.authentication, titleKey: 'app.chrome.route.authentication' },
    () => import('../../pages/authentication/AuthenticationPage').then((m) => m.AuthenticationPage),
  ),
  result: lazyPage({ path: PATHS.result, titleKey: 'app.chrome.route.result' }, () =>
    import('../../pages/result/ResultPage').then((m) => m.ResultPage),
  ),
  workbench: lazyPage({ path: PATHS.workbench, titleKey: 'app.chrome.route.workbench' }, () =>
    import('../../pages/workbench/WorkbenchPage').then((m) => m.WorkbenchPage),
  ),
  extension: lazyPage({ path: PATHS.extension, titleKey: 'app.chrome.route.extension' }, () =>
    import('../../pages/extension/ExtensionPage').then((m) => m.ExtensionPage),
  ),
  myDesignSheet: lazyPage(
    { path: PATHS.myDesignSheet, titleKey: 'app.chrome.route.my_design_sheet' },
    () => import('../../pages/myDesignSheet/MyDesignSheetPage').then((m) => m.MyDesignSheetPage),
  ),
  settlement: lazyPage({ path: PATHS.settlement, titleKey: 'app.chrome.route.settlement' }, () =>
    import('../../pages/settlement/SettlementPage').then((m) => m.SettlementPage),
  ),
  taskUpload: lazyPage({ path: PATHS.taskUpload, titleKey: 'app.upload.title' }, () =>
    import('../../pages/taskUpload/TaskUploadPage').then((m) => m.TaskUploadPage),
  ),
  scorePolicy: lazyPage(
    { path: PATHS.scorePolicy, titleKey: 'app.dashboard.route.score_policy' },
    () => import('../../pages/scorePolicy/ScorePolicyPage').then((m) => m.ScorePolicyPage),
  ),
  pointsAdjust: lazyPage(
    { path: PATHS.pointsAdjust, titleKey: 'app.dashboard.route.points_adjust' },
    () => import('../../pages/pointsAdjust/PointsAdjustPage').then((m) => m.PointsAdjustPage),
  ),
  contractDesk: lazyPage(
    { path: PATHS.contractDesk, titleKey: 'app.onboarding.route.contract_desk' },
    () => import('../../pages/onboardingStaff/ContractDeskPage').then((m) => m.ContractDeskPage),
  ),
  registrationAudit: lazyPage(
    { path: PATHS.registrationAudit, titleKey: 'app.onboarding.route.audit' },
    () =>
      import('../../pages/onboardingStaff/RegistrationAuditPage').then(
        (m) => m.RegistrationAuditPage,
      ),
  ),
};

/** Only its title is needed by the tags: IframeRoute renders the page itself. */
export const IFRAME_PAGE = lazyPage(
  { path: PATHS.iframe, titleKey: 'app.chrome.route.iframe' },
  () => import('../../pages/iframe/IframePage').then((m) => m.IframePage),
);
