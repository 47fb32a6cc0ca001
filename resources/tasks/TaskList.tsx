import { ListBase, Pagination } from 'react-admin';
import { DesignSheetTable } from './DesignSheetTable';
import { ExportCsvButton } from './ExportCsvButton';
import { TaskFilterBar } from './TaskFilterBar';

const NO_FILTER = {};

/** The user's own orders, all states: filters, CSV export of the filter, pages. */
export function TaskList({ syncWithLocation = true }: { syncWithLocation?: boolean }) {
  return (
    <ListBase
      resource="tasks"
      filter={NO_FILTER}
      sort={{ field: 'createTime', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={syncWithLocation ? undefined : 'designSheet.tasks'}
    >
      <TaskFilterBar withStatus />
      <ExportCsvButton baseFilter={NO_FILTER} />
      <DesignSheetTable />
      <Pagination rowsPerPageOptions={[10, 20, 50]} />
    </ListBase>
  );
}
