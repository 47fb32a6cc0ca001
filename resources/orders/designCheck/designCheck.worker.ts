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
  SharedDesign,
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
  const files = await Promise.all(
    entries.map(([role, file]) => (role === 'design' ? readDesign(job, file) : read(file))),
  );
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

interface ReadFile {
  positions: Float32Array;
  sha256: Promise<string>;
}

async function read(file: CheckedFile): Promise<ReadFile> {
  const bytes = await fetchBytes(file);
  return { positions: parse(file, bytes), sha256: hashBytes(bytes) };
}

/**
 * The design, fetched once for both workers: the one that fetches it posts a copy of its bytes,
 * then its digest, to the other, which waits for them instead of fetching.
 */
async function readDesign(job: DesignCheckJob, file: CheckedFile): Promise<ReadFile> {
  if (job.designFrom) return receiveDesign(job.designFrom, file);
  const port = job.shareDesign;
  if (!port) return read(file);
  const share = (message: SharedDesign) => port.postMessage(message);
  try {
    const bytes = await fetchBytes(file);
    share({ type: 'bytes', bytes });
    const sha256 = hashBytes(bytes);
    void sha256.then((digest) => share({ type: 'sha256', sha256: digest }));
    return { positions: parse(file, bytes), sha256 };
  } catch (error) {
    share({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

function receiveDesign(port: MessagePort, file: CheckedFile): Promise<ReadFile> {
  return new Promise((resolve, reject) => {
    let resolveDigest: (digest: string) => void = () => {};
    const sha256 = new Promise<string>((resolveWith) => (resolveDigest = resolveWith));
    port.onmessage = ({ data }: MessageEvent<SharedDesign>) => {
      if (data.type === 'bytes') resolve({ positions: parse(file, data.bytes), sha256 });
      else if (data.type === 'sha256') resolveDigest(data.sha256);
      else reject(new Error(data.message));
    };
  });
}

async function fetchBytes(file: CheckedFile): Promise<ArrayBuffer> {
  // As the viewer reads them: a file link carries its own right (an unguessable key), no cookie.
  const response = await fetch(file.url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${file.name}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

function parse(file: CheckedFile, bytes: ArrayBuffer): Float32Array {
  return (file.name.toLowerCase().endsWith('.ply') ? parsePly(bytes) : parseStl(bytes)).positions;
}

function post(message: DesignCheckResponse, transfer: Transferable[] = []) {
  self.postMessage(message, transfer);
}
