import { lazyPage } from '../../src/components/lazy/lazyPage';
import { PATHS } from '../../src/routes/paths';

/** The personal centre and the promotion page, each a chunk of its own. */
export const PROFILE_PAGES = {
  personalCenter: lazyPage(
    { path: PATHS.personalCenter, titleKey: 'app.chrome.route.personal_center' },
    () => import('./personalCenter/PersonalCenterPage').then((m) => m.PersonalCenterPage),
  ),
  extension: lazyPage({ path: PATHS.extension, titleKey: 'app.chrome.route.extension' }, () =>
    import('./referral/ExtensionPage').then((m) => m.ExtensionPage),
  ),
};
