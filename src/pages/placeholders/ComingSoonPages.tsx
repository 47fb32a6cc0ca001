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

export const AuthenticationPage = comingSoonPage(
  '/order/authentication',
  'app.chrome.route.authentication',
);
export const ResultPage = comingSoonPage('/order/result', 'app.chrome.route.result');
export const ExtensionPage = comingSoonPage('/order/extension', 'app.chrome.route.extension');
