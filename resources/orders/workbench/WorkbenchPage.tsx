import { useCallback, useEffect, useState } from 'react';
import { Badge, Tab, Tabs } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { useDesignerProfile } from '../tasks/useDesignerProfile';
import { PageFrame } from '../../../src/components/PageFrame';
import { WORKBENCH_TABS } from '../../../src/domain/taskStates';
import type { WorkbenchTab } from '../../../src/domain/taskStates';
import { GrabEligibility } from './GrabEligibility';
import type { WorkbenchView } from './TaskCardActions';
import { WorkbenchTaskList } from './WorkbenchTaskList';
import { PATHS } from '../../../src/routes/paths';
import { ordersQueries } from '../queries';
import { markGroupRead } from './markGroupRead';

/** The order-receiving workbench (a cached route): grab, in progress, inspection, history. */
export function WorkbenchPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const profile = useDesignerProfile();
  const [view, setView] = useState<WorkbenchView>('grab');
  const groups = useQuery({
    ...ordersQueries.taskGroups(dataProvider),
    retry: false,
  });
  // The unread mark goes once the group is opened, the first one included.
  const markRead = useCallback(
    (tab: WorkbenchTab) =>
      void markGroupRead(queryClient, dataProvider, tab).catch(() => undefined),
    [dataProvider, queryClient],
  );
  useEffect(() => markRead('grab'), [markRead]);
  const open = (next: WorkbenchView) => {
    setView(next);
    if (next !== 'received') markRead(next);
  };
  const label = (tab: WorkbenchTab) => {
    const group = groups.data?.find((item) => item.id === tab);
    const text = translate(`app.orders.tabs.${tab}`);
    const withCount = group ? `${text} (${group.count})` : text;
    return (
      <Badge
        color="error"
        variant="dot"
        invisible={!group?.unread}
        data-unread={group?.unread ? 'true' : 'false'}
        title={group?.unread ? translate('app.orders.tabs.unread') : undefined}
      >
        {withCount}
      </Badge>
    );
  };
  return (
    <PageFrame titleKey={WorkbenchPage.titleKey}>
      <Tabs
        value={view}
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
            label={translate('app.orders.tabs.received')}
            data-testid="tab-received"
          />
        )}
      </Tabs>
      {view === 'grab' && !profile.isSubAccount && <GrabEligibility blocker={profile.blocker} />}
      <WorkbenchTaskList key={view} view={view} />
    </PageFrame>
  );
}

WorkbenchPage.path = PATHS.workbench;
WorkbenchPage.titleKey = 'app.chrome.route.workbench';
