import { useDeferredValue } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import {
  FilterButton,
  FilterForm,
  ListBase,
  Pagination,
  useIsOffline,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { taskFilters } from '../shared/taskFilters';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { usePhoneFilters } from '../../../src/lists/usePhoneFilters';
import { TaskCard } from './TaskCard';
import { TaskCardActions } from './TaskCardActions';
import { TaskCardInspection } from './TaskCardInspection';
import type { WorkbenchView } from './TaskCardActions';

const FILTERS = taskFilters();

/** Where the workbench's skip link moves the focus: the orders, past the filters. */
export const WORKBENCH_ORDERS_ID = 'workbench-orders';

/** The filter button's label keeps to one line: squeezed by the inputs, it broke mid-word. */
const FILTER_ROW_SX = { my: 1, '& .add-filter': { whiteSpace: 'nowrap' } } as const;

/** One tab of the workbench: its filters (the tasks list's inputs), its orders as cards, its pages. */
export function WorkbenchTaskList({ view }: { view: WorkbenchView }) {
  const received = view === 'received';
  const filters = usePhoneFilters(FILTERS);
  return (
    <ListBase
      resource={received ? 'subTasks' : 'tasks'}
      filter={received ? {} : { tab: view }}
      sort={{ field: 'createTime', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={`workbench.${view}`}
    >
      {!received && (
        <Stack direction="row" alignItems="flex-end" sx={FILTER_ROW_SX}>
          <FilterForm filters={filters} />
          <FilterButton filters={filters} />
        </Stack>
      )}
      <Box id={WORKBENCH_ORDERS_ID} sx={{ outline: 'none' }}>
        <Cards view={view} />
      </Box>
      <PagesOfFetchedList />
    </ListBase>
  );
}

function Cards({ view }: { view: WorkbenchView }) {
  const translate = useTranslate();
  const list = useListContext<DesignTask>();
  useNotifyError(list.error);
  // The answer arrives as a store update, which React renders in one piece: the cards render
  // deferred instead, in slices the browser can answer between (issue 27: blocking time).
  const { data, isPending, error } = useDeferredValue(list);
  const offline = useIsOffline();
  // Not fetched is not empty (issue 40: offline after a reload it said "No orders"); orders
  // fetched before stay shown when a refetch fails.
  if (!data && (error || !isPending || offline)) {
    return (
      <Alert severity="warning" data-testid="tasks-unavailable" sx={{ my: 2 }}>
        {translate(offline ? 'app.orders.unavailable_offline' : 'app.orders.unavailable')}
      </Alert>
    );
  }
  if (isPending) return null;
  if (!data || data.length === 0) {
    return (
      <Alert severity="info" data-testid="tasks-empty" sx={{ my: 2 }}>
        {translate('app.orders.empty')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} data-testid={`task-list-${view}`} sx={{ mt: 2 }}>
      {data.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          details={<TaskCardInspection task={task} />}
          actions={<TaskCardActions task={task} view={view} />}
        />
      ))}
    </Stack>
  );
}

/** The pages of a list that was fetched: none beside a list that could not be, nor a count. */
function PagesOfFetchedList() {
  const { data, isPending } = useListContext<DesignTask>();
  if (isPending || !data) return null;
  return <Pagination rowsPerPageOptions={[10, 20, 50]} />;
}
