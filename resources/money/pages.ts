import { lazyPage } from '../../src/components/lazy/lazyPage';
import { PATHS } from '../../src/routes/paths';

/** The settlement page (withdrawal, bill, tax and ranking tabs), a chunk of its own. */
export const MONEY_PAGES = {
  settlement: lazyPage({ path: PATHS.settlement, titleKey: 'app.chrome.route.settlement' }, () =>
    import('./settlement/SettlementPage').then((m) => m.SettlementPage),
  ),
};
