import { lazyPage } from '../../src/components/lazy/lazyPage';
import { PATHS } from '../../src/routes/paths';

/** Welcome steps, qualification, results and the two staff desks, each a chunk of its own. */
export const ONBOARDING_PAGES = {
  welcome: lazyPage({ path: PATHS.welcome, titleKey: 'app.page.welcome' }, () =>
    import('./welcome/WelcomePage').then((m) => m.WelcomePage),
  ),
  qualification: lazyPage(
    { path: PATHS.authentication, titleKey: 'app.chrome.route.qualification' },
    () => import('./qualification/QualificationPage').then((m) => m.QualificationPage),
  ),
  result: lazyPage({ path: PATHS.result, titleKey: 'app.chrome.route.result' }, () =>
    import('./result/ResultPage').then((m) => m.ResultPage),
  ),
  contractDesk: lazyPage(
    { path: PATHS.contractDesk, titleKey: 'app.onboarding.route.contract_desk' },
    () => import('./staff/ContractDeskPage').then((m) => m.ContractDeskPage),
  ),
  registrationAudit: lazyPage(
    { path: PATHS.registrationAudit, titleKey: 'app.onboarding.route.audit' },
    () => import('./staff/RegistrationAuditPage').then((m) => m.RegistrationAuditPage),
  ),
};
