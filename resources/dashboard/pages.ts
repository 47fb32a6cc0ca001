import { lazyPage } from '../../src/components/lazy/lazyPage';
import { PATHS } from '../../src/routes/paths';

/** Home, scorecard, practice, notices and the points pages, each a chunk of its own. */
export const DASHBOARD_PAGES = {
  scorecard: lazyPage({ path: PATHS.scorecard, titleKey: 'app.chrome.route.wel_dashboard' }, () =>
    import('./scorecard/ScorecardPage').then((m) => m.ScorecardPage),
  ),
  practice: lazyPage({ path: PATHS.practice, titleKey: 'app.chrome.route.test_index' }, () =>
    import('./practice/PracticePage').then((m) => m.PracticePage),
  ),
  notices: lazyPage({ path: PATHS.notices, titleKey: 'app.chrome.route.info_index' }, () =>
    import('./notices/NoticesPage').then((m) => m.NoticesPage),
  ),
  home: lazyPage({ path: PATHS.home, titleKey: 'app.chrome.route.home_page' }, () =>
    import('./home/HomePage').then((m) => m.HomePage),
  ),
  staffHome: lazyPage({ path: PATHS.staffHome, titleKey: 'app.dashboard.route.staff_home' }, () =>
    import('./staffHome/StaffHomePage').then((m) => m.StaffHomePage),
  ),
  scorePolicy: lazyPage(
    { path: PATHS.scorePolicy, titleKey: 'app.dashboard.route.score_policy' },
    () => import('./scorePolicy/ScorePolicyPage').then((m) => m.ScorePolicyPage),
  ),
  pointsAdjust: lazyPage(
    { path: PATHS.pointsAdjust, titleKey: 'app.dashboard.route.points_adjust' },
    () => import('./pointsAdjust/PointsAdjustPage').then((m) => m.PointsAdjustPage),
  ),
};
