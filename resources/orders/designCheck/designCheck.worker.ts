/// <reference lib="webworker" />
import { hashBlob } from '../../../src/components/upload/hashFile';
import { worstVerdict } from '../../../src/domain/designSpec';
import { checkDesign } from '../../../src/domain/mesh/designChecks';
import type { MeshInput } from '../../../src/domain/mesh/designCheckTypes';
import { parsePly } from '../../../src/domain/mesh/plyRead';
import { parseStl } from '../../../src/domain/mesh/stl';
import type {
  CheckedFile,
  CheckedFileRole,
  DesignCheckRequest,
  DesignCheckResponse,
} from './designCheckProtocol';

/** Fetches, hashes, parses and checks off the page's thread; one request per worker. */
self.onmessage = async ({ data }: MessageEvent<DesignCheckRequest>) => {
  try {
    const entries = Object.entries(data.files) as [CheckedFileRole, CheckedFile][];
    const meshes = await Promise.all(entries.map(async ([role, file]) => [role, await read(file)]));
    const report = checkDesign({ ...Object.fromEntries(meshes), ...data.spec });
    post({ type: 'done', report: { ...report, verdict: worstVerdict(report.results) } });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};

async function read(file: CheckedFile): Promise<MeshInput> {
  // As the viewer reads them: a file link carries its own right (an unguessable key), no cookie.
  const response = await fetch(file.url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${file.name}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  const sha256 = await hashBlob(new Blob([bytes]));
  const mesh = file.name.toLowerCase().endsWith('.ply') ? parsePly(bytes) : parseStl(bytes);
  return { positions: mesh.positions, sha256 };
}

function post(message: DesignCheckResponse) {
  self.postMessage(message);
}
