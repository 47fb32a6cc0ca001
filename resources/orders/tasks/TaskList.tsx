import { FilterButton, List, Pagination, TopToolbar } from 'react-admin';
import { DesignSheetTable } from './DesignSheetTable';
import { ExportCsvButton } from './ExportCsvButton';
import { taskFilters } from '../shared/taskFilters';
import { usePhoneFilters } from '../../../src/lists/usePhoneFilters';

const NO_FILTER = {};
const FILTERS = taskFilters({ withStatus: true });

/** The user's own orders, all states: filters, CSV export of the filter, pages. */
export function TaskList({ syncWithLocation = true }: { syncWithLocation?: boolean }) {
  const filters = usePhoneFilters(FILTERS);
  return (
    <List
      resource="tasks"
      title={false}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton baseFilter={NO_FILTER} />
        </TopToolbar>
      }
      exporter={false}
      empty={false}
      sort={{ field: 'createTime', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={syncWithLocation ? undefined : 'designSheet.tasks'}
    >
      <DesignSheetTable />
    </List>
  );
}
