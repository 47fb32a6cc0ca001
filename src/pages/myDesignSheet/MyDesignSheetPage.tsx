import { ComingSoon, PageFrame } from '../../components/PageFrame';
import { LocalTabs } from '../../components/LocalTabs';

const TABS = ['in_design', 'awaiting_inspection', 'inspected', 'returned'] as const;

/** My design sheet (a cached route): its status tabs; the task list comes later. */
export function MyDesignSheetPage() {
  return (
    <PageFrame titleKey={MyDesignSheetPage.titleKey}>
      <LocalTabs
        testId="my-design-sheet-tabs"
        tabs={TABS.map((tab) => ({ value: tab, labelKey: `app.chrome.my_design_sheet.${tab}` }))}
      />
      <ComingSoon />
    </PageFrame>
  );
}

MyDesignSheetPage.path = '/order/myDesignSheet';
MyDesignSheetPage.titleKey = 'app.chrome.route.my_design_sheet';
