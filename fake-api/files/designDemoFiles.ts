import { Router } from 'express';
import { writeBinaryStl } from '../../src/domain/mesh/stl';
import { DESIGN_DEMO_FILES } from './designDemoScenarios';
import { sendPublicStl } from './demoMeshes';

/** Where the design checks' demo case is served (docs/DESIGN_CHECKS.md, "Demo case"). */
export const DESIGN_DEMO_PREFIX = '/oss/demo/design/';

export const designDemoLink = (name: keyof typeof DESIGN_DEMO_FILES & string) =>
  `${DESIGN_DEMO_PREFIX}${name}`;

/** Each file made once per process (deterministic: every start serves the same bytes). */
const made = new Map<string, Buffer>();

/** The bytes of a demo file by name, or undefined when there is no such file. */
export function designDemoBytes(name: string): Buffer | undefined {
  const make = Object.hasOwn(DESIGN_DEMO_FILES, name) ? DESIGN_DEMO_FILES[name] : undefined;
  if (!make) return undefined;
  let bytes = made.get(name);
  if (!bytes) {
    bytes = Buffer.from(writeBinaryStl(make(), `design demo ${name}`));
    made.set(name, bytes);
  }
  return bytes;
}

/** GET /oss/demo/design/:name: public binary STL files, like the other demo meshes. */
export function designDemoRoutes(): Router {
  const router = Router();
  router.get('/:name', (req, res, next) => {
    const body = designDemoBytes(req.params.name);
    if (!body) return next();
    sendPublicStl(res, body);
  });
  return router;
}
