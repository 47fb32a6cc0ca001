import { useDeferredValue } from 'react';
import { Alert, Stack } from '@mui/material';
import {
  FilterButton,
  FilterForm,
  ListBase,
  Pagination,
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
      <Cards view={view} />
      <Pagination rowsPerPageOptions={[10, 20, 50]} />
    </ListBase>
  );
}

function Cards({ view }: { view: WorkbenchView }) {
  const translate = useTranslate();
  const list = useListContext<DesignTask>();
  useNotifyError(list.error);
  // The answer arrives as a store update, which React renders in one piece: the cards render
  // deferred instead, in slices the browser can answer between (issue 27: blocking time).
  const { data, isPending } = useDeferredValue(list);
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
