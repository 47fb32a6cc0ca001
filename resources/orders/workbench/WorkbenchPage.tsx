import { memo, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Badge, Tab, Tabs } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useDesignerProfile } from '../shared/useDesignerProfile';
import { SharedDesignerProfile } from '../shared/sharedDesignerProfile';
import { PageFrame } from '../../../src/components/PageFrame';
import { WORKBENCH_TABS } from '../../../src/domain/taskStates';
import { usePrefetchTaskDictionaries } from '../../../src/dictionaries/useDictionary';
import type { WorkbenchTab } from '../../../src/domain/taskStates';
import { GrabEligibility } from './GrabEligibility';
import type { WorkbenchView } from './TaskCardActions';
import { WORKBENCH_ORDERS_ID, WorkbenchTaskList } from './WorkbenchTaskList';
import { SkipLink } from '../../../src/layout/skipLinks';
import { PATHS } from '../../../src/routes/paths';
import { ordersQueries } from '../queries';
import { markGroupRead } from './markGroupRead';

/** The order-receiving workbench (a cached route): grab, in progress, inspection, history. */
export function WorkbenchPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const profile = useDesignerProfile();
  usePrefetchTaskDictionaries();
  const [selected, setSelected] = useState<WorkbenchView>('grab');
  // The tab answers the click at once; the list of the new tab (filters, cards) renders after,
  // in slices that let the click paint (issue 27: a tab switch's interaction to next paint).
  const view = useDeferredValue(selected);
  const groups = useQuery({
    ...ordersQueries.taskGroups(dataProvider),
    retry: false,
  });
  // The groups answer the four tabs; the orders dispatched to a sub-account count by their list.
  const received = useGetList(
    'subTasks',
    { pagination: { page: 1, perPage: 1 } },
    { enabled: profile.isSubAccount, retry: false },
  );
  // The unread mark goes once the group is opened, the first one included.
  const markRead = useCallback(
    (tab: WorkbenchTab) =>
      void markGroupRead(queryClient, dataProvider, tab).catch(() => undefined),
    [dataProvider, queryClient],
  );
  useEffect(() => markRead('grab'), [markRead]);
  const open = (next: WorkbenchView) => {
    setSelected(next);
    if (next !== 'received') markRead(next);
  };
  const label = (tab: WorkbenchTab) => {
    const group = groups.data?.find((item) => item.id === tab);
    const text = translate(`app.orders.tabs.${tab}`);
    return (
      <Badge
        color="error"
        variant="dot"
        invisible={!group?.unread}
        data-unread={group?.unread ? 'true' : 'false'}
        title={group?.unread ? translate('app.orders.tabs.unread') : undefined}
      >
        {withCount(text, group?.count)}
      </Badge>
    );
  };
  return (
    <PageFrame titleKey={WorkbenchPage.titleKey}>
      <SkipLink targetId={WORKBENCH_ORDERS_ID} labelKey="app.chrome.workbench.skip_to_orders" />
      <Tabs
        value={selected}
        onChange={(_, next: WorkbenchView) => open(next)}
        variant="scrollable"
        data-testid="workbench-tabs"
      >
        {WORKBENCH_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={label(tab)} data-testid={`tab-${tab}`} />
        ))}
        {profile.isSubAccount && (
          <Tab
            value="received"
            label={withCount(translate('app.orders.tabs.received'), received.total)}
            data-testid="tab-received"
          />
        )}
      </Tabs>
      {view === 'grab' && !profile.isSubAccount && <GrabEligibility blocker={profile.blocker} />}
      <SharedDesignerProfile value={profile}>
        <TabList key={view} view={view} />
      </SharedDesignerProfile>
    </PageFrame>
  );
}

/** A tab's name with its count once known: "抢单 (4)". */
function withCount(text: string, count: number | undefined): string {
  return count === undefined ? text : `${text} (${count})`;
}

/** The shown tab's list, not rendered again while only the selected tab changes. */
const TabList = memo(WorkbenchTaskList);

WorkbenchPage.path = PATHS.workbench;
WorkbenchPage.titleKey = 'app.chrome.route.workbench';
