import { List } from 'react-admin';
import { DeductionTable } from './DeductionTable';

/** The deductions resource's own list (the design sheet shows the same table as a tab). */
export function DeductionList() {
  return (
    <List exporter={false} actions={false} disableSyncWithLocation>
      <DeductionTable />
    </List>
  );
}
