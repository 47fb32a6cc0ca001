import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { DeviationJob } from '../src/domain/mesh/deviation';
import { crownMesh } from '../src/domain/mesh/toothMesh';
import { median } from './stats';

/** The bench pair: a 300,000-triangle crown and a copy displaced by (30, −20, 50) µm. */
export function deviationPair() {
  const source = crownMesh({ segments: 500, rings: 300 });
  const target = source.slice();
  for (let i = 0; i < target.length; i += 3) {
    target[i] += 0.03;
    target[i + 1] -= 0.02;
    target[i + 2] += 0.05;
  }
  return { source, target };
}

/** In Node: the portal's job (setup + coarse, then full) and the plain three-mesh-bvh loop. */
export function measureDeviationNode(source: Float32Array, target: Float32Array, runs: number) {
  const coarse: number[] = [];
  const full: number[] = [];
  let job: DeviationJob | undefined;
  let distances: Float32Array = new Float32Array(0);
  let coarseMap: Float32Array = new Float32Array(0);
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    job = new DeviationJob(source, target);
    coarseMap = job.coarse(16);
    coarse.push(performance.now() - start);
    distances = job.full();
    full.push(performance.now() - start);
  }
  if (!job) throw new Error('no run');
  const plain = plainLoop(job.vertices, target);
  return {
    vertices: job.vertices,
    distances,
    coarseMap,
    coarseMs: median(coarse),
    fullMs: median(full),
    ...plain,
  };
}

/** three-mesh-bvh as documented: build, then closestPointToPoint for every vertex in file order. */
export function plainLoop(vertices: Float32Array, target: Float32Array) {
  let start = performance.now();
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(target, 3));
  const bvh = new MeshBVH(geometry);
  const buildMs = performance.now() - start;
  start = performance.now();
  const point = new Vector3();
  const hit = { point: new Vector3(), distance: 0, faceIndex: 0 };
  for (let v = 0; v < vertices.length; v += 3) {
    point.set(vertices[v], vertices[v + 1], vertices[v + 2]);
    bvh.closestPointToPoint(point, hit);
  }
  return { plainBuildMs: buildMs, plainQueryMs: performance.now() - start };
}

/** Exact unsigned distance of every `stride`-th vertex to the target, triangle by triangle. */
export function exactSample(vertices: Float32Array, target: Float32Array, stride: number) {
  const sample: { vertex: number; distance: number }[] = [];
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(target, 3));
  for (let v = 0; v < vertices.length / 3; v += stride) {
    sample.push({ vertex: v, distance: bruteForce(vertices, v, target) });
  }
  return sample;
}

/** Largest |measured| − exact over the sample, mm. */
export function worstError(
  distances: ArrayLike<number>,
  sample: { vertex: number; distance: number }[],
) {
  return Math.max(
    ...sample.map(({ vertex, distance }) => Math.abs(Math.abs(distances[vertex]) - distance)),
  );
}

function bruteForce(vertices: Float32Array, v: number, t: Float32Array): number {
  const px = vertices[v * 3];
  const py = vertices[v * 3 + 1];
  const pz = vertices[v * 3 + 2];
  const a = new Vector3();
  const b = new Vector3();
  const c = new Vector3();
  const p = new Vector3(px, py, pz);
  const q = new Vector3();
  let best = Infinity;
  for (let i = 0; i < t.length; i += 9) {
    // Cheap reject: every corner farther than the best along one axis.
    const dx = Math.min(Math.abs(t[i] - px), Math.abs(t[i + 3] - px), Math.abs(t[i + 6] - px));
    if (dx > best && (t[i] - px) * (t[i + 3] - px) > 0 && (t[i] - px) * (t[i + 6] - px) > 0) {
      continue;
    }
    a.set(t[i], t[i + 1], t[i + 2]);
    b.set(t[i + 3], t[i + 4], t[i + 5]);
    c.set(t[i + 6], t[i + 7], t[i + 8]);
    closestOnTriangle(p, a, b, c, q);
    best = Math.min(best, p.distanceTo(q));
  }
  return best;
}

/** Reference closest point by projection and edge clamping (independent of the code measured). */
function closestOnTriangle(p: Vector3, a: Vector3, b: Vector3, c: Vector3, out: Vector3) {
  const ab = b.clone().sub(a);
  const ac = c.clone().sub(a);
  const normal = ab.clone().cross(ac);
  const lengthSq = normal.lengthSq();
  if (lengthSq > 0) {
    const projected = p
      .clone()
      .sub(normal.clone().multiplyScalar(p.clone().sub(a).dot(normal) / lengthSq));
    if (inside(projected, a, b, c, normal)) return out.copy(projected);
  }
  let best = Infinity;
  for (const [from, to] of [
    [a, b],
    [b, c],
    [c, a],
  ]) {
    const edge = to.clone().sub(from);
    const length = edge.lengthSq();
    const s = length > 0 ? Math.min(1, Math.max(0, p.clone().sub(from).dot(edge) / length)) : 0;
    const candidate = from.clone().add(edge.multiplyScalar(s));
    const distance = candidate.distanceToSquared(p);
    if (distance < best) {
      best = distance;
      out.copy(candidate);
    }
  }
  return out;
}

function inside(point: Vector3, a: Vector3, b: Vector3, c: Vector3, normal: Vector3): boolean {
  for (const [from, to] of [
    [a, b],
    [b, c],
    [c, a],
  ]) {
    const side = to.clone().sub(from).cross(point.clone().sub(from)).dot(normal);
    if (side < 0) return false;
  }
  return true;
}
