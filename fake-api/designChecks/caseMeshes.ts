import type { CaseFile, DesignTask, TaskFile } from '../../dataProvider/wireTypes';
import { designSpecOf } from '../../src/domain/designSpec';
import type { CaseScanRole, DesignCheckRecord, SpaceCheck } from '../../src/domain/designSpec';
import { meshOf } from './meshInput';
import { spaceOf } from './prepSpace';
import { worstVerdict } from '../../src/domain/designSpec';
import { checkDesign } from '../../src/domain/mesh/designChecks';
import type { MeshInput } from '../../src/domain/mesh/designCheckTypes';
import type { FakeApiContext } from '../context';
import { DESIGN_DEMO_PREFIX, designDemoBytes } from '../files/designDemoFiles';
import { keyOfLink } from '../storage/objectGrants';

/** Files the checks read: STL and PLY. */
export const MEASURABLE = /\.(stl|ply)$/i;

/** The bytes behind a link the API gave out: a demo file, or an object of the storage. */
export async function linkedBytes(
  context: FakeApiContext,
  link: string,
): Promise<Buffer | undefined> {
  if (link.startsWith(DESIGN_DEMO_PREFIX)) {
    return designDemoBytes(link.slice(DESIGN_DEMO_PREFIX.length));
  }
  const key = keyOfLink(link);
  return key ? storedBytes(context, key) : undefined;
}

async function storedBytes(context: FakeApiContext, key: string) {
  return (await context.storage?.getObject(key))?.bytes;
}

/** The order's scans by the role the checks read them as. */
export async function caseScans(
  context: FakeApiContext,
  caseFiles: readonly CaseFile[],
): Promise<Partial<Record<CaseScanRole, MeshInput>>> {
  const scans: Partial<Record<CaseScanRole, MeshInput>> = {};
  for (const file of caseFiles) {
    if (!file.checkRole) continue;
    const bytes = await linkedBytes(context, file.link);
    if (bytes) scans[file.checkRole] = meshOf(bytes, file.fileName);
  }
  return scans;
}

/**
 * The checks of a CAD file as the server runs them at submit, from the stored bytes (the
 * portal's verdict is never trusted); undefined when the order names no material or the file is
 * no STL/PLY.
 */
export async function serverDesignCheck(
  context: FakeApiContext,
  task: DesignTask,
  cad: TaskFile,
  caseFiles: readonly CaseFile[],
): Promise<Omit<DesignCheckRecord, 'justification' | 'checkedAt'> | undefined> {
  const spec = designSpecOf(task);
  if (!spec || !MEASURABLE.test(cad.originalName)) return undefined;
  const bytes = await storedBytes(context, cad.name);
  if (!bytes) return undefined;
  const report = checkDesign({
    ...(await caseScans(context, caseFiles)),
    design: meshOf(bytes, cad.originalName),
    ...spec,
  });
  return { ...report, verdict: worstVerdict(report.results) };
}

/** The space the prep leaves for the order's material, or undefined without prep and antagonist. */
export async function measureSpace(
  context: FakeApiContext,
  task: DesignTask,
  caseFiles: readonly CaseFile[],
): Promise<SpaceCheck | undefined> {
  const { prep, antagonist } = await caseScans(context, caseFiles);
  return spaceOf(task, prep, antagonist);
}
