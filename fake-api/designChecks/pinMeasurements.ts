import type { CadVersion, DesignTask } from '../../dataProvider/wireTypes';
import { designSpecOf } from '../../src/domain/designSpec';
import { isMeasurableCategory, measureAtPin } from '../../src/domain/measuredAtPin';
import { checkDesign } from '../../src/domain/mesh/designChecks';
import type { MeasuredMap } from '../../src/domain/mesh/measuredMaps';
import type { QcReason } from '../../src/domain/qcReasons';
import type { FakeApiContext } from '../context';
import { caseScans, linkedBytes, MEASURABLE } from './caseMeshes';
import { meshOf } from './meshInput';

const measurable = (reason: QcReason) =>
  Boolean(reason.pin) && isMeasurableCategory(reason.category);

/**
 * The inspector's reasons with the value at each measurable pin (issue 37): the judged version's
 * stored design measured again against the order's numbers and case scans (nothing the portal
 * sent is trusted), each pinned reason of a measurable category carrying what its checks read
 * nearest the pin. Reasons are returned as they came when nothing can be measured: no pinned
 * measurable reason, an order naming no material, no stored STL/PLY.
 */
export async function withPinMeasurements(
  context: FakeApiContext,
  task: DesignTask,
  version: CadVersion | undefined,
  reasons: QcReason[],
): Promise<QcReason[]> {
  const spec = designSpecOf(task);
  if (!spec || !version || !reasons.some(measurable)) return reasons;
  if (!MEASURABLE.test(version.fileName)) return reasons;
  const bytes = await versionBytes(context, version);
  if (!bytes) return reasons;
  const caseFiles = (context.store.state().caseFiles ?? []).filter(
    (file) => file.taskId === task.id,
  );
  const maps: MeasuredMap[] = [];
  checkDesign(
    { ...(await caseScans(context, caseFiles)), design: meshOf(bytes, version.fileName), ...spec },
    (map) => maps.push(map),
  );
  return reasons.map((reason) => {
    if (!measurable(reason) || !reason.pin) return reason;
    const measured = measureAtPin(maps, reason.category, reason.pin);
    return measured ? { ...reason, measured } : reason;
  });
}

/** The bytes the version was submitted with: its kept object, else what its link names. */
async function versionBytes(context: FakeApiContext, version: CadVersion) {
  const kept = version.objectName && (await context.storage?.getObject(version.objectName));
  return kept ? kept.bytes : linkedBytes(context, version.link);
}
