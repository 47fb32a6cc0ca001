import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MATERIAL_PROFILES } from '../../src/domain/materialProfiles';
import { checkDesign } from '../../src/domain/mesh/designChecks';
import type { MeshInput } from '../../src/domain/mesh/designCheckTypes';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { worstVerdict } from '../../src/domain/designSpec';
import { meshOf } from '../designChecks/meshInput';
import { MeshError } from '../../src/domain/mesh/types';
import { DESIGN_DEMO_FILES, DESIGN_DEMO_SCENARIOS } from '../files/designDemoScenarios';
import { parseCheckDesignArgs } from './checkDesignArgs';
import type { CheckDesignArgs } from './checkDesignArgs';

/** check-design's work: the report as JSON on stdout, or the demo files written. */
export function main(argv: string[]): void {
  const args = parseCheckDesignArgs(argv);
  if (args.writeDemos) {
    writeDemos(resolve(args.writeDemos));
    return;
  }
  process.stdout.write(`${JSON.stringify(runCheckDesign(args), null, 2)}\n`);
}

/** The report check-design prints for these arguments: read, hash, check. */
export function runCheckDesign(args: CheckDesignArgs) {
  const files: Record<string, { path: string; sha256: string; triangles: number }> = {};
  const meshes: Partial<Record<keyof typeof args.files, MeshInput>> = {};
  for (const [role, path] of Object.entries(args.files) as [keyof typeof args.files, string][]) {
    const mesh = readMesh(path);
    meshes[role] = mesh;
    files[role] = { path, sha256: mesh.sha256, triangles: mesh.positions.length / 9 };
  }
  const report = checkDesign({
    ...meshes,
    profile: MATERIAL_PROFILES[args.material],
    parameters: args.parameters,
    bridge: args.bridge,
  });
  return { verdict: worstVerdict(report.results), files, ...report };
}

function readMesh(path: string): MeshInput {
  try {
    return meshOf(readFileSync(path), path);
  } catch (error) {
    if (error instanceof MeshError) throw new Error(`${path}: ${error.key}`, { cause: error });
    throw error;
  }
}

/** Writes the demo files into `folder` and prints each scenario's command line. */
export function writeDemos(folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (const [name, make] of Object.entries(DESIGN_DEMO_FILES)) {
    writeFileSync(join(folder, name), Buffer.from(writeBinaryStl(make(), `demo ${name}`)));
  }
  for (const scenario of DESIGN_DEMO_SCENARIOS) {
    const args = scenario.args.map((arg) => (arg.endsWith('.stl') ? join(folder, arg) : arg));
    process.stdout.write(
      `# ${scenario.name}: ${scenario.failing ?? 'all pass'}\nnpm run check-design -- ${args.join(' ')}\n`,
    );
  }
}
