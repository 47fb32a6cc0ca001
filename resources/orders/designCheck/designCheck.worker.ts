/// <reference lib="webworker" />
import { measureDesignParts } from '../../../src/domain/mesh/designChecks';
import type { MeshInput } from '../../../src/domain/mesh/designCheckTypes';
import { crownMesh } from '../../../src/domain/mesh/toothMesh';
import type {
  CheckedFile,
  CheckedFileRole,
  DesignCheckJob,
  DesignCheckResponse,
  DesignMaps,
  PrepareJob,
  WorkerJob,
} from './designCheckProtocol';
import { buildScanTree, jobTrees, keepScans, readDesign, readScan } from './workerFiles';
import type { ReadFile } from './workerFiles';

/** The files the walls need (the design alone); the surroundings read them all. */
const WALL_FILES: readonly CheckedFileRole[] = ['design'];

/**
 * Reads, parses and checks off the page's thread, one job at a time (measureDesign may run the
 * walls and the surroundings in two workers). A prepared worker (checkWorkers.ts) has read its
 * case scans and compiled its code before the design arrives. The maps leave transferred.
 */
self.onmessage = async ({ data }: MessageEvent<WorkerJob>) => {
  try {
    if (data.type === 'prepare') {
      await prepare(data);
      post({ type: 'prepared', id: data.id });
      return;
    }
    const { report, maps } = await measure(data);
    const buffers = Object.values(maps).map((map: ArrayBufferView) => map.buffer as ArrayBuffer);
    post({ type: 'done', id: data.id, report, maps }, [...new Set(buffers)]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({ type: 'error', id: data.id, message });
  }
};

/** The scans read and their trees built; the parts run once on a small crown (V8 compiles). */
async function prepare(job: PrepareJob) {
  const entries = scanEntries(job);
  keepScans(entries.map(([, file]) => file));
  const files = await Promise.all(entries.map(([, file]) => readScan(file)));
  for (const { positions } of files) buildScanTree(positions);
  const design = { positions: crownMesh({ segments: 48, rings: 24 }), sha256: '' };
  // Without the prep: its space (prep to antagonist) is the scans' own, measured in full by the
  // job; the design's queries compile the same code.
  const scans = Object.fromEntries(
    entries.flatMap(([role], i) =>
      role === 'prep' ? [] : [[role, { positions: files[i].positions, sha256: '' }]],
    ),
  );
  const positions = files.map((file) => file.positions);
  measureDesignParts({ ...scans, design, ...job.spec }, job.parts, undefined, {
    treeOf: jobTrees(positions),
  });
}

async function measure(job: DesignCheckJob) {
  const onlyWalls = !job.parts.includes('surroundings');
  const entries = (Object.entries(job.files) as [CheckedFileRole, CheckedFile][]).filter(
    ([role]) => !onlyWalls || WALL_FILES.includes(role),
  );
  if (!onlyWalls) keepScans(scanEntries(job).map(([, file]) => file));
  const files = await Promise.all(
    entries.map(([role, file]): Promise<ReadFile> =>
      role === 'design' ? readDesign(file, job) : readScan(file),
    ),
  );
  // The digests run natively beside the measuring: each result cites its files by role for now,
  // and by SHA-256 once the digests are done.
  const meshes = Object.fromEntries(
    entries.map(([role], i) => [role, { positions: files[i].positions, sha256: role }]),
  ) as Partial<Record<CheckedFileRole, MeshInput>>;
  const scanPositions = entries.flatMap(([role], i) =>
    role === 'design' ? [] : [files[i].positions],
  );
  const measured = measureDesignParts({ ...meshes, ...job.spec }, job.parts, undefined, {
    treeOf: jobTrees(scanPositions),
    onMap: (maps) => post({ type: 'map', id: job.id, maps }),
  });
  const digests = Object.fromEntries(
    await Promise.all(entries.map(async ([role], i) => [role, await files[i].sha256] as const)),
  );
  for (const result of measured.report.results) {
    for (const role of Object.keys(result.cites.files) as CheckedFileRole[]) {
      result.cites.files[role] = digests[role];
    }
  }
  const maps: DesignMaps = { ...measured.maps, ids: measured.ids };
  return { report: measured.report, maps };
}

/** A job's case scans (not the design), which the surroundings part reads. */
function scanEntries(job: WorkerJob): [CheckedFileRole, CheckedFile][] {
  if (!job.parts.includes('surroundings')) return [];
  return (Object.entries(job.files) as [CheckedFileRole, CheckedFile][]).filter(
    ([role]) => role !== 'design',
  );
}

function post(message: DesignCheckResponse, transfer: Transferable[] = []) {
  self.postMessage(message, transfer);
}
