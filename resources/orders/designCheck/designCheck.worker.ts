/// <reference lib="webworker" />
import { hashBytes } from '../../../src/components/upload/hashFile';
import { measureDesignParts } from '../../../src/domain/mesh/designChecks';
import type { MeshInput } from '../../../src/domain/mesh/designCheckTypes';
import { parsePly } from '../../../src/domain/mesh/plyRead';
import { parseStl } from '../../../src/domain/mesh/stl';
import type {
  CheckedFile,
  CheckedFileRole,
  DesignCheckJob,
  DesignCheckResponse,
  DesignMaps,
} from './designCheckProtocol';

/** The files the walls need (the design alone); the surroundings read them all. */
const WALL_FILES: readonly CheckedFileRole[] = ['design'];

/**
 * Fetches, parses and checks off the page's thread; one job per worker (measureDesign may run
 * the walls and the surroundings in two). The maps leave transferred, not copied.
 */
self.onmessage = async ({ data }: MessageEvent<DesignCheckJob>) => {
  try {
    const { report, maps } = await measure(data);
    const buffers = Object.values(maps).map((map: ArrayBufferView) => map.buffer as ArrayBuffer);
    post({ type: 'done', report, maps }, [...new Set(buffers)]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};

async function measure(job: DesignCheckJob) {
  const onlyWalls = !job.parts.includes('surroundings');
  const entries = (Object.entries(job.files) as [CheckedFileRole, CheckedFile][]).filter(
    ([role]) => !onlyWalls || WALL_FILES.includes(role),
  );
  const files = await Promise.all(entries.map(([, file]) => read(file)));
  // The digests run natively beside the measuring: each result cites its files by role for now,
  // and by SHA-256 once the digests are done.
  const meshes = Object.fromEntries(
    entries.map(([role], i) => [role, { positions: files[i].positions, sha256: role }]),
  ) as Partial<Record<CheckedFileRole, MeshInput>>;
  const measured = measureDesignParts({ ...meshes, ...job.spec }, job.parts);
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

async function read(
  file: CheckedFile,
): Promise<{ positions: Float32Array; sha256: Promise<string> }> {
  // As the viewer reads them: a file link carries its own right (an unguessable key), no cookie.
  const response = await fetch(file.url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${file.name}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  const sha256 = hashBytes(bytes);
  const mesh = file.name.toLowerCase().endsWith('.ply') ? parsePly(bytes) : parseStl(bytes);
  return { positions: mesh.positions, sha256 };
}

function post(message: DesignCheckResponse, transfer: Transferable[] = []) {
  self.postMessage(message, transfer);
}
