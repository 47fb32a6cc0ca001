import { lazyPage } from '../../src/components/lazy/lazyPage';
import { PATHS } from '../../src/routes/paths';

/** The personal centre and the promotion page, each a chunk of its own. */
export const PROFILE_PAGES = {
  personalCenter: lazyPage(
    { path: PATHS.personalCenter, titleKey: 'app.chrome.route.personal_center' },
    () => import('./personalCenter/PersonalCenterPage').then((m) => m.PersonalCenterPage),
  ),
  referral: lazyPage({ path: PATHS.extension, titleKey: 'app.chrome.route.referral' }, () =>
    import('./referral/ReferralPage').then((m) => m.ReferralPage),
  ),
};
