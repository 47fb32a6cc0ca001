import { DASHBOARD_PAGES } from '../../../resources/dashboard';
import { MONEY_PAGES } from '../../../resources/money';
import { ONBOARDING_PAGES } from '../../../resources/onboarding';
import { ORDERS_PAGES } from '../../../resources/orders';
import { PROFILE_PAGES } from '../../../resources/profile';
import { lazyPage } from '../../components/lazy/lazyPage';
import { PATHS } from '../../routes/paths';

/*
 * The pages shown inside the layout, each a chunk of its own, as each feature's index.ts
 * declares them: the path and title key are known before the code is downloaded, so the route
 * table, the tags and the menu know them (tests/unit/pageDescriptors.test.ts checks they match
 * each page's own static fields).
 */
export const LAYOUT_PAGES = {
  ...ONBOARDING_PAGES,
  ...DASHBOARD_PAGES,
  ...PROFILE_PAGES,
  ...ORDERS_PAGES,
  ...MONEY_PAGES,
};

/** Only its title is needed by the tags: IframeRoute renders the page itself. */
export const IFRAME_PAGE = lazyPage(
  { path: PATHS.iframe, titleKey: 'app.chrome.route.iframe' },
  () => import('../../pages/iframe/IframePage').then((m) => m.IframePage),
);
