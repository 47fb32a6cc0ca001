/// <reference lib="webworker" />
import { hashBlob } from '../../../src/components/upload/hashFile';
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
 * Fetches, hashes, parses and checks off the page's thread; one job per worker (measureDesign
 * may run the walls and the surroundings in two). The maps leave transferred, not copied.
 */
self.onmessage = async ({ data }: MessageEvent<DesignCheckJob>) => {
  try {
    const onlyWalls = !data.parts.includes('surroundings');
    const entries = (Object.entries(data.files) as [CheckedFileRole, CheckedFile][]).filter(
      ([role]) => !onlyWalls || WALL_FILES.includes(role),
    );
    const meshes = await Promise.all(entries.map(async ([role, file]) => [role, await read(file)]));
    const { report, maps, ids } = measureDesignParts(
      { ...Object.fromEntries(meshes), ...data.spec },
      data.parts,
    );
    const all: DesignMaps = { ...maps, ids };
    const buffers = Object.values(all).map((map: ArrayBufferView) => map.buffer as ArrayBuffer);
    post({ type: 'done', report, maps: all }, [...new Set(buffers)]);
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

function post(message: DesignCheckResponse, transfer: Transferable[] = []) {
  self.postMessage(message, transfer);
}
