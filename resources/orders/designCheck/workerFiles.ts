import { hashBytes } from '../../../src/components/upload/hashFile';
import { treeCache } from '../../../src/domain/mesh/designCheckContext';
import { pseudoNormalsOf } from '../../../src/domain/mesh/pseudoNormals';
import { parsePly } from '../../../src/domain/mesh/plyRead';
import { parseStl } from '../../../src/domain/mesh/stl';
import type { CheckedFile, SharedDesign } from './designCheckProtocol';

/** A file read in the worker: its triangles now, its SHA-256 when the native digest is done. */
export interface ReadFile {
  positions: Float32Array;
  sha256: Promise<string>;
}

/**
 * The case scans this worker has read, by URL, kept between jobs: a page checks each design it
 * is given against the same scans, read and built into trees once (as it opens, when prepared).
 * Only the latest job's scans are kept.
 */
const scans = new Map<string, Promise<ReadFile>>();
const scanTree = treeCache();

export function readScan(file: CheckedFile): Promise<ReadFile> {
  let read = scans.get(file.url);
  if (!read) {
    read = readFile(file);
    scans.set(file.url, read);
    // A scan that could not be read is read again by the next job, not failed from memory.
    read.catch(() => scans.delete(file.url));
  }
  return read;
}

/** Forgets every scan but `kept`'s. */
export function keepScans(kept: readonly CheckedFile[]) {
  const urls = new Set(kept.map((file) => file.url));
  for (const url of scans.keys()) if (!urls.has(url)) scans.delete(url);
}

/** A scan's tree and its pseudo-normals, built now (a prepared worker, before the design). */
export function buildScanTree(positions: Float32Array): void {
  pseudoNormalsOf(scanTree(positions));
}

/** A job's trees: the scans' kept with them, any other surface's (the design's) for the job only. */
export function jobTrees(scanPositions: readonly Float32Array[]) {
  const own = treeCache();
  return (positions: Float32Array) =>
    scanPositions.includes(positions) ? scanTree(positions) : own(positions);
}

async function readFile(file: CheckedFile): Promise<ReadFile> {
  const bytes = await bytesOf(file);
  return { positions: parse(file, bytes), sha256: hashBytes(bytes) };
}

/**
 * The design, read once for both workers: the one that reads it posts a copy of its bytes,
 * then its digest, to the other, which waits for them instead of reading.
 */
export async function readDesign(
  file: CheckedFile,
  ports: { shareDesign?: MessagePort; designFrom?: MessagePort },
): Promise<ReadFile> {
  if (ports.designFrom) return receiveDesign(ports.designFrom, file);
  const port = ports.shareDesign;
  if (!port) return readFile(file);
  const share = (message: SharedDesign) => port.postMessage(message);
  try {
    const bytes = await bytesOf(file);
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

/** The designer's own copy when the page has it (no second download), else the file's link. */
async function bytesOf(file: CheckedFile): Promise<ArrayBuffer> {
  if (file.blob) return file.blob.arrayBuffer();
  // As the viewer reads them: a file link carries its own right (an unguessable key), no cookie.
  const response = await fetch(file.url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${file.name}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

function parse(file: CheckedFile, bytes: ArrayBuffer): Float32Array {
  return (file.name.toLowerCase().endsWith('.ply') ? parsePly(bytes) : parseStl(bytes)).positions;
}
