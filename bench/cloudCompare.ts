import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBinaryStl } from '../src/domain/mesh/stl';

const BINARY = 'CloudCompare';

export function hasCloudCompare(): boolean {
  return spawnSync('which', [BINARY]).status === 0;
}

/**
 * CloudCompare's cloud-to-mesh distance (C2M, signed) of `design`'s vertices to `target`,
 * headless: its vertices with their distances, its own timing of the distances and the wall time.
 */
export function cloudCompareC2M(design: Float32Array, target: Float32Array) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-c2m-'));
  try {
    writeFileSync(join(folder, 'design.stl'), Buffer.from(writeBinaryStl(design)));
    writeFileSync(join(folder, 'target.stl'), Buffer.from(writeBinaryStl(target)));
    const start = performance.now();
    const output = execFileSync(
      BINARY,
      [
        '-SILENT',
        '-AUTO_SAVE',
        'OFF',
        '-O',
        'design.stl',
        '-O',
        'target.stl',
        '-C2M_DIST',
        '-M_EXPORT_FMT',
        'PLY',
        '-PLY_EXPORT_FMT',
        'ASCII',
        '-SAVE_MESHES',
      ],
      {
        cwd: folder,
        env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' },
        encoding: 'utf8',
        // Qt's warnings on stderr are no figures.
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const wallMs = performance.now() - start;
    const distanceMs = 1000 * Number(/\[ComputeDistances\] Time: ([\d.]+) s/.exec(output)?.[1]);
    const saved = readdirSync(folder).find((name) => /^design.*C2M.*\.ply$/i.test(name));
    if (!saved) throw new Error(`CloudCompare wrote no design PLY:\n${output}`);
    return {
      ...readVerticesWithScalar(readFileSync(join(folder, saved), 'utf8')),
      distanceMs,
      wallMs,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** An ASCII PLY's vertices (x y z) and their scalar field (CloudCompare's distance). */
function readVerticesWithScalar(text: string) {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => line.trim() === 'end_header');
  const count = Number(/element vertex (\d+)/.exec(text)?.[1]);
  const header = lines.slice(lines.findIndex((line) => line.startsWith('element vertex')) + 1, end);
  const names = header
    .slice(
      0,
      header.findIndex((line) => line.startsWith('element')),
    )
    .map((line) => line.split(/\s+/)[2]);
  const scalarColumn = names.findIndex((name) => name.startsWith('scalar'));
  if (scalarColumn < 0) throw new Error('CloudCompare wrote no distance field');
  const points = new Float32Array(count * 3);
  const distances = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const fields = lines[end + 1 + i].trim().split(/\s+/).map(Number);
    points.set(fields.slice(0, 3), i * 3);
    distances[i] = fields[scalarColumn];
  }
  return { points, distances };
}
