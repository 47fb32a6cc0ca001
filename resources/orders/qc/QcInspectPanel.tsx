import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { isStaff } from '../../../src/domain/roles';
import { resolveHttpUrl } from '../../../src/domain/safeUrl';
import { actionsFor } from '../../../src/domain/taskStates';
import { QcInspectForm } from './QcInspectForm';
import { ordersQueries } from '../queries';

/** Staff on an order awaiting inspection (or unqualified) get the inspection form. */
export function QcInspectPanel({ task }: { task: DesignTask }) {
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const open = isStaff(identity?.roleName) && actionsFor(task.status, 'inspector').length > 0;
  const history = useQuery({
    ...ordersQueries.cadHistory(dataProvider, task.id),
    enabled: open,
    retry: false,
  });
  if (!open) return null;
  const latest = history.data?.[0];
  const url = resolveHttpUrl(latest?.viewStlUrl ?? '', window.location.href);
  return <QcInspectForm task={task} designUrl={url} />;
}
