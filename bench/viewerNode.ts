import { MessageChannel } from 'node:worker_threads';
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
import { checkMesh } from '../src/domain/mesh/meshCheck';
import { parseStl } from '../src/domain/mesh/stl';
import { crownMesh } from '../src/domain/mesh/toothMesh';
import { writeBinaryStl } from '../src/domain/mesh/stl';
import { median } from './stats';

/** The benchmark file: a 1,000,000-triangle crown as binary STL (50,000,084 bytes). */
export function millionTriangleStl(): Buffer {
  return Buffer.from(writeBinaryStl(crownMesh({ segments: 1000, rings: 500 }), 'bench crown'));
}

/**
 * In Node: three's bare STLLoader.parse (positions and normals) next to the viewer's worker path
 * (the same parse the browser worker runs, positions only as the viewer shades flat in the
 * shader, plus transferring the file in and the array out through a MessageChannel), and the
 * geometry check.
 */
export async function measureViewerNode(file: Buffer, runs: number) {
  const bare: number[] = [];
  const worker: number[] = [];
  const parseOnly: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const input = copyOf(file);
    let start = performance.now();
    new STLLoader().parse(input);
    bare.push(performance.now() - start);

    start = performance.now();
    const received = await roundTrip(copyOf(file), (buffer) => {
      const parsed = performance.now();
      const mesh = parseStl(buffer);
      parseOnly.push(performance.now() - parsed);
      return mesh;
    });
    worker.push(performance.now() - start);
    if (received.positions.length !== 9_000_000) throw new Error('parse lost triangles');
  }
  const checks: number[] = [];
  const positions = parseStl(copyOf(file)).positions;
  for (let run = 0; run < Math.max(1, runs - 2); run += 1) {
    const start = performance.now();
    const check = checkMesh(positions);
    checks.push(performance.now() - start);
    if (!check.watertight) throw new Error('the bench crown should be watertight');
  }
  return {
    bareMs: median(bare),
    workerMs: median(worker),
    parseOnlyMs: median(parseOnly),
    checkMs: median(checks),
  };
}

function copyOf(file: Buffer): ArrayBuffer {
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}

/** Posts the file through a channel (transferred), parses it there, posts the arrays back. */
function roundTrip(
  buffer: ArrayBuffer,
  parse: (buffer: ArrayBuffer) => { positions: Float32Array },
): Promise<{ positions: Float32Array }> {
  const there = new MessageChannel();
  const back = new MessageChannel();
  return new Promise((resolve) => {
    there.port2.once('message', (input: ArrayBuffer) => {
      const mesh = parse(input);
      back.port1.postMessage({ positions: mesh.positions }, [mesh.positions.buffer as ArrayBuffer]);
    });
    back.port2.once('message', (mesh: { positions: Float32Array }) => {
      for (const channel of [there, back]) {
        channel.port1.close();
        channel.port2.close();
      }
      resolve(mesh);
    });
    there.port1.postMessage(buffer, [buffer]);
  });
}
