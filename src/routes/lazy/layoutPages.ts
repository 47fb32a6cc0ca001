import { PATHS } from '../paths';
import { lazyPage } from './lazyPage';

/*
 * The pages shown inside the layout, each a chunk of its own: the path and title key are
 * written here so that the route table, the tags and the menu know them before the code is
 * downloaded (pageDescriptors.test.ts checks they match each page's own static fields).
 */
export const LAYOUT_PAGES = {
  welcome: lazyPage({ path: PATHS.welcome, titleKey: 'app.page.welcome' }, () =>
    import('../../../resources/onboarding/welcome/WelcomePage').then((m) => m.WelcomePage),
  ),
  scorecard: lazyPage({ path: PATHS.scorecard, titleKey: 'app.chrome.route.wel_dashboard' }, () =>
    import('../../../resources/dashboard/scorecard/ScorecardPage').then((m) => m.ScorecardPage),
  ),
  practice: lazyPage({ path: PATHS.practice, titleKey: 'app.chrome.route.test_index' }, () =>
    import('../../../resources/dashboard/practice/PracticePage').then((m) => m.PracticePage),
  ),
  notices: lazyPage({ path: PATHS.notices, titleKey: 'app.chrome.route.info_index' }, () =>
    import('../../../resources/dashboard/notices/NoticesPage').then((m) => m.NoticesPage),
  ),
  home: lazyPage({ path: PATHS.home, titleKey: 'app.chrome.route.home_page' }, () =>
    import('../../../resources/dashboard/home/HomePage').then((m) => m.HomePage),
  ),
  personalCenter: lazyPage(
    { path: PATHS.personalCenter, titleKey: 'app.chrome.route.personal_center' },
    () =>
      import('../../../resources/profile/personalCenter/PersonalCenterPage').then(
        (m) => m.PersonalCenterPage,
      ),
  ),
  authentication: lazyPage(
    { path: PATHS.authentication, titleKey: 'app.chrome.route.authentication' },
    () =>
      import('../../../resources/onboarding/authentication/AuthenticationPage').then(
        (m) => m.AuthenticationPage,
      ),
  ),
  result: lazyPage({ path: PATHS.result, titleKey: 'app.chrome.route.result' }, () =>
    import('../../../resources/onboarding/result/ResultPage').then((m) => m.ResultPage),
  ),
  workbench: lazyPage({ path: PATHS.workbench, titleKey: 'app.chrome.route.workbench' }, () =>
    import('../../../resources/orders/workbench/WorkbenchPage').then((m) => m.WorkbenchPage),
  ),
  extension: lazyPage({ path: PATHS.extension, titleKey: 'app.chrome.route.extension' }, () =>
    import('../../../resources/profile/extension/ExtensionPage').then((m) => m.ExtensionPage),
  ),
  myDesignSheet: lazyPage(
    { path: PATHS.myDesignSheet, titleKey: 'app.chrome.route.my_design_sheet' },
    () =>
      import('../../../resources/orders/myDesignSheet/MyDesignSheetPage').then(
        (m) => m.MyDesignSheetPage,
      ),
  ),
  settlement: lazyPage({ path: PATHS.settlement, titleKey: 'app.chrome.route.settlement' }, () =>
    import('../../../resources/money/settlement/SettlementPage').then((m) => m.SettlementPage),
  ),
  taskUpload: lazyPage({ path: PATHS.taskUpload, titleKey: 'app.upload.title' }, () =>
    import('../../../resources/orders/taskUpload/TaskUploadPage').then((m) => m.TaskUploadPage),
  ),
  scorePolicy: lazyPage(
    { path: PATHS.scorePolicy, titleKey: 'app.dashboard.route.score_policy' },
    () =>
      import('../../../resources/dashboard/scorePolicy/ScorePolicyPage').then(
        (m) => m.ScorePolicyPage,
      ),
  ),
  pointsAdjust: lazyPage(
    { path: PATHS.pointsAdjust, titleKey: 'app.dashboard.route.points_adjust' },
    () =>
      import('../../../resources/dashboard/pointsAdjust/PointsAdjustPage').then(
        (m) => m.PointsAdjustPage,
      ),
  ),
  contractDesk: lazyPage(
    { path: PATHS.contractDesk, titleKey: 'app.onboarding.route.contract_desk' },
    () =>
      import('../../../resources/onboarding/staff/ContractDeskPage').then(
        (m) => m.ContractDeskPage,
      ),
  ),
  registrationAudit: lazyPage(
    { path: PATHS.registrationAudit, titleKey: 'app.onboarding.route.audit' },
    () =>
      import('../../../resources/onboarding/staff/RegistrationAuditPage').then(
        (m) => m.RegistrationAuditPage,
      ),
  ),
};

/** Only its title is needed by the tags: IframeRoute renders the page itself. */
export const IFRAME_PAGE = lazyPage(
  { path: PATHS.iframe, titleKey: 'app.chrome.route.iframe' },
  () => import('../../pages/iframe/IframePage').then((m) => m.IframePage),
);
