import { useGetIdentity } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { isStaff } from '../../../src/domain/roles';
import { actionsFor } from '../../../src/domain/taskStates';
import { QcInspectForm } from './QcInspectForm';
import { useQcSources } from './useQcSources';

/** Staff on an order awaiting inspection (or unqualified) get the inspection form. */
export function QcInspectPanel({ task }: { task: DesignTask }) {
  const { identity } = useGetIdentity();
  const open = isStaff(identity?.roleName) && actionsFor(task.status, 'inspector').length > 0;
  const sources = useQcSources(task.id, open);
  if (!open) return null;
  return <QcInspectForm task={task} sources={sources} />;
}
