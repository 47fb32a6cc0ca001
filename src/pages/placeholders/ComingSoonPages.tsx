import { ComingSoon, PageFrame } from '../../components/PageFrame';

/** A route whose screen a later issue builds: its title and the honest "coming" state. */
function comingSoonPage(path: string, titleKey: string) {
  const Page = () => (
    <PageFrame titleKey={titleKey}>
      <ComingSoon />
    </PageFrame>
  );
  return Object.assign(Page, { path, titleKey });
}

export const OverviewPage = comingSoonPage('/wel/dashboard', 'app.chrome.route.wel_dashboard');
export const TestPage = comingSoonPage('/test/index', 'app.chrome.route.test_index');
export const InfoPage = comingSoonPage('/info/index', 'app.chrome.route.info_index');
export const ExtensionPage = comingSoonPage('/order/extension', 'app.chrome.route.extension');
