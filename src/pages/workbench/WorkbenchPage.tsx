import { ComingSoon, PageFrame } from '../../components/PageFrame';
import { LocalTabs } from '../../components/LocalTabs';

const TABS = ['grab', 'in_progress', 'inspection', 'history'] as const;

/** The order-receiving workbench (a cached route): its task-list tabs; the lists come later. */
export function WorkbenchPage() {
  return (
    <PageFrame titleKey={WorkbenchPage.titleKey}>
      <LocalTabs
        testId="workbench-tabs"
        tabs={TABS.map((tab) => ({ value: tab, labelKey: `app.chrome.workbench.${tab}` }))}
      />
      <ComingSoon />
    </PageFrame>
  );
}

WorkbenchPage.path = '/order/workbench';
WorkbenchPage.titleKey = 'app.chrome.route.workbench';
