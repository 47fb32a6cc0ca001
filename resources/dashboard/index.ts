/** Dashboard: home, scorecard and points ledger, score policy, points adjust, notices, practice. */
export { DASHBOARD_PAGES } from './pages';
