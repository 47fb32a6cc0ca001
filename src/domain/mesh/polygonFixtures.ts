/**
 * Small files that other readers got wrong (docs/DESIGN_CHECKS.md, "The geometry"): PLY n-gons
 * and ASCII STL corner cases, as plain bytes (no Node API: the parser contract travels to a
 * page). Each is a closed solid wound outwards.
 */

type Vec = [number, number, number];

const text = (value: string) => new TextEncoder().encode(value);

/** An ASCII PLY of vertices and polygon faces (any corner count). */
export function polygonPly(vertices: Vec[], faces: number[][]): Uint8Array {
  const header = [
    'ply',
    'format ascii 1.0',
    `element vertex ${vertices.length}`,
    'property float x',
    'property float y',
    'property float z',
    `element face ${faces.length}`,
    'property list uchar int vertex_indices',
    'end_header',
  ];
  const body = [
    ...vertices.map((v) => v.join(' ')),
    ...faces.map((f) => `${f.length} ${f.join(' ')}`),
  ];
  return text(`${[...header, ...body].join('\n')}\n`);
}

/** A hexagonal prism (radius 5, height 8): 2 hexagons and 6 quads, 20 triangles once fanned. */
export function hexagonalPrism(): { vertices: Vec[]; faces: number[][] } {
  const ring = (z: number) =>
    Array.from({ length: 6 }, (_, k): Vec => {
      const angle = (k * Math.PI) / 3;
      return [5 * Math.cos(angle), 5 * Math.sin(angle), z];
    });
  const vertices = [...ring(0), ...ring(8)];
  const bottom = [5, 4, 3, 2, 1, 0];
  const top = [6, 7, 8, 9, 10, 11];
  const sides = Array.from({ length: 6 }, (_, k) => [k, (k + 1) % 6, 6 + ((k + 1) % 6), 6 + k]);
  return { vertices, faces: [bottom, top, ...sides] };
}

/** A regular dodecahedron (edge about 6 mm): 12 pentagons, 36 triangles once fanned. */
export function dodecahedron(): { vertices: Vec[]; faces: number[][] } {
  const phi = (1 + Math.sqrt(5)) / 2;
  const s = 5;
  const vertices: Vec[] = [];
  for (const x of [-1, 1])
    for (const y of [-1, 1]) for (const z of [-1, 1]) vertices.push([x * s, y * s, z * s]);
  for (const a of [-1, 1]) {
    for (const b of [-1, 1]) {
      vertices.push([0, (a * s) / phi, b * s * phi]);
      vertices.push([(a * s) / phi, b * s * phi, 0]);
      vertices.push([a * s * phi, 0, (b * s) / phi]);
    }
  }
  // The face centres are the icosahedron's vertices; each face: the five nearest corners.
  const centres: Vec[] = [];
  for (const a of [-1, 1]) {
    for (const b of [-1, 1]) centres.push([0, a * phi, b], [a, 0, b * phi], [a * phi, b, 0]);
  }
  const faces = centres.map((c) => {
    const nearest = vertices
      .map((v, i) => ({ i, dot: v[0] * c[0] + v[1] * c[1] + v[2] * c[2] }))
      .sort((p, q) => q.dot - p.dot)
      .slice(0, 5)
      .map(({ i }) => i);
    return counterClockwise(nearest, vertices, c);
  });
  return { vertices, faces };
}

/** Corners sorted counter-clockwise seen from outside along `axis`. */
function counterClockwise(corners: number[], vertices: Vec[], axis: Vec): number[] {
  const u = normalise(cross(axis, Math.abs(axis[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
  const w = cross(normalise(axis), u);
  const angle = (i: number) => Math.atan2(dot(vertices[i], w), dot(vertices[i], u));
  return [...corners].sort((a, b) => angle(a) - angle(b));
}

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalise = (a: Vec): Vec => {
  const length = Math.hypot(...a);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** An ASCII STL of the triangles of `faces` (fanned), under the given solid name. */
export function asciiStlNamed(name: string, vertices: Vec[], faces: number[][]): Uint8Array {
  const facets = faces.flatMap((f) =>
    f.slice(1, -1).map((_, k) => {
      const corners = [f[0], f[k + 1], f[k + 2]];
      return `facet normal 0 0 0\n outer loop\n${corners.map((c) => `  vertex ${vertices[c].join(' ')}\n`).join('')} endloop\nendfacet\n`;
    }),
  );
  return text(`solid ${name}\n${facets.join('')}endsolid ${name}\n`);
}

/** Three facets of four vertices each (a quad per loop): not an STL facet. */
export function quadFacetStl(): Uint8Array {
  const quad = (z: number) =>
    `facet normal 0 0 1\n outer loop\n  vertex 0 0 ${z}\n  vertex 1 0 ${z}\n  vertex 1 1 ${z}\n  vertex 0 1 ${z}\n endloop\nendfacet\n`;
  return text(`solid quads\n${[0, 1, 2].map(quad).join('')}endsolid quads\n`);
}

/** A binary STL whose 80-byte header reads "solid … facet" and whose count is wrong. */
export function binaryStlSolidHeader(soup: Float32Array, declared: number): Uint8Array {
  const faces = soup.length / 9;
  const bytes = new Uint8Array(84 + faces * 50);
  bytes.set(text('solid exported part facet normal outer loop vertex').subarray(0, 80));
  const view = new DataView(bytes.buffer);
  view.setUint32(80, declared, true);
  for (let f = 0; f < faces; f += 1) {
    for (let i = 0; i < 9; i += 1) view.setFloat32(84 + f * 50 + 12 + i * 4, soup[f * 9 + i], true);
  }
  return bytes;
}

/** The triangles of polygon faces, fanned, as a soup. */
export function fannedSoup(vertices: Vec[], faces: number[][]): Float32Array {
  return Float32Array.from(
    faces.flatMap((f) =>
      f.slice(1, -1).flatMap((_, k) => [f[0], f[k + 1], f[k + 2]].flatMap((c) => vertices[c])),
    ),
  );
}
