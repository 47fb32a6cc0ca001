import { Router } from 'express';
import type { Response } from 'express';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { crownMesh, jawMesh } from '../../src/domain/mesh/toothMesh';

/** The demo files every seed may link to (docs/CONTRACT.md, "Demo meshes"). */
export const DEMO_MESH_PATHS = {
  crown: '/oss/demo/crown.stl',
  crownRework: '/oss/demo/crown-rework.stl',
  upperJaw: '/oss/demo/upper-jaw.stl',
  lowerJaw: '/oss/demo/lower-jaw.stl',
} as const;

/** Generated once per process: deterministic, so every start serves the same bytes. */
let files: Map<string, Buffer> | undefined;

function demoMeshFiles(): Map<string, Buffer> {
  files ??= generateDemoMeshes();
  return files;
}

/** The byte size of the demo file at `path` (one of DEMO_MESH_PATHS), as it is served. */
export function demoMeshSize(path: string): number {
  const bytes = demoMeshFiles().get(path.slice(path.lastIndexOf('/') + 1));
  if (!bytes) throw new Error(`no demo mesh at ${path}`);
  return bytes.length;
}

/** The four files, made afresh (pure: the same bytes every time). */
export function generateDemoMeshes(): Map<string, Buffer> {
  return new Map([
    ['crown.stl', Buffer.from(writeBinaryStl(crownMesh(), 'demo crown'))],
    ['crown-rework.stl', Buffer.from(writeBinaryStl(raisedCrown(), 'demo crown, reworked'))],
    ['upper-jaw.stl', Buffer.from(writeBinaryStl(jawMesh('upper'), 'demo upper jaw'))],
    ['lower-jaw.stl', Buffer.from(writeBinaryStl(jawMesh('lower'), 'demo lower jaw'))],
  ]);
}

/**
 * The crown as a rework might leave it: the occlusal half raised, up to 80 µm from 2 mm above the
 * equator (a second CAD version whose deviation map is not flat).
 */
function raisedCrown(): Float32Array {
  const positions = crownMesh();
  for (let i = 2; i < positions.length; i += 3) {
    if (positions[i] > 0) positions[i] += 0.08 * Math.min(1, positions[i] / 2);
  }
  return positions;
}

/**
 * GET /oss/demo/:name: public binary STL files (no token, no client header: the browser's viewer
 * fetches them), with Content-Length and CORS so a viewer on another origin can read them.
 */
export function demoMeshRoutes(): Router {
  const router = Router();
  const meshes = demoMeshFiles();
  router.get('/:name', (req, res, next) => {
    const body = meshes.get(req.params.name);
    if (!body) return next();
    sendPublicStl(res, body);
  });
  router.use((_req, res) => {
    res.status(404).set('Access-Control-Allow-Origin', '*').type('text/plain').end('Not Found');
  });
  return router;
}

/** A public demo STL: its length, CORS so a viewer on another origin reads it, an hour's cache. */
export function sendPublicStl(res: Response, body: Buffer): void {
  res.set({
    'Content-Type': 'model/stl',
    'Content-Length': String(body.length),
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'Content-Length',
    'Cache-Control': 'public, max-age=3600',
  });
  res.end(body);
}
