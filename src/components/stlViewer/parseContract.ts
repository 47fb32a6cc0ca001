import { MESH_ERRORS } from '../../domain/mesh/types';
import type { ContractRow } from './contractRow';
import { defectRows } from './parseContractDefects';

/**
 * The parser contract as a table: one file a row and what reading it must give, either so many
 * triangles (and the header's count when a binary STL's disagrees with its size) or an error
 * key. parseContract.test.ts runs it in Node; tests/e2e/parse-contract.e2e.ts through the
 * viewer's built worker in Chromium. Plain bytes only (no Node API): the rows travel to a page.
 */
export type { ContractRow };

/** A 10 mm cube, 12 triangles wound outwards, 8 corners. */
const CORNERS = Array.from({ length: 8 }, (_, i) =>
  [i & 1, (i >> 1) & 1, (i >> 2) & 1].map((b) => b * 10),
);
const FACES = [
  [0, 2, 3, 1],
  [4, 5, 7, 6],
  [0, 1, 5, 4],
  [2, 6, 7, 3],
  [0, 4, 6, 2],
  [1, 3, 7, 5],
].flatMap(([a, b, c, d]) => [
  [a, b, c],
  [a, c, d],
]);

const text = (value: string) => new TextEncoder().encode(value);

/** `corners` replaces the cube's corner coordinates (e.g. one NaN). */
function binaryStl(count = FACES.length, corners = CORNERS): Uint8Array {
  const bytes = new Uint8Array(84 + FACES.length * 50);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, count, true);
  FACES.forEach((face, f) => {
    face.forEach((corner, k) => {
      corners[corner].forEach((value, axis) => {
        view.setFloat32(84 + f * 50 + 12 + k * 12 + axis * 4, value, true);
      });
    });
  });
  return bytes;
}

function asciiStl(corners: (number | string)[][] = CORNERS): string {
  const facets = FACES.map(
    (face) =>
      `facet normal 0 0 0\n outer loop\n${face.map((c) => `  vertex ${corners[c].join(' ')}\n`).join('')} endloop\nendfacet\n`,
  );
  return `solid cube\n${facets.join('')}endsolid cube\n`;
}

function plyHeader(format: string, vertices: number, faces: boolean): string {
  return [
    'ply',
    `format ${format} 1.0`,
    `element vertex ${vertices}`,
    'property float x',
    'property float y',
    'property float z',
    ...(faces ? [`element face ${FACES.length}`, 'property list uchar int vertex_indices'] : []),
    'end_header',
    '',
  ].join('\n');
}

function asciiPly(faces: boolean, corners: (number | string)[][] = CORNERS): Uint8Array {
  const vertices = corners.map((c) => c.join(' ')).join('\n');
  const faceLines = faces ? `\n${FACES.map((f) => `3 ${f.join(' ')}`).join('\n')}` : '';
  return text(`${plyHeader('ascii', corners.length, faces)}${vertices}${faceLines}\n`);
}

function binaryPly(faces: boolean, corners = CORNERS): Uint8Array {
  const header = text(plyHeader('binary_little_endian', corners.length, faces));
  const body = new DataView(new ArrayBuffer(corners.length * 12 + (faces ? FACES.length * 13 : 0)));
  corners.forEach((c, v) =>
    c.forEach((value, axis) => body.setFloat32(v * 12 + axis * 4, value, true)),
  );
  if (faces) {
    FACES.forEach((face, f) => {
      const at = corners.length * 12 + f * 13;
      body.setUint8(at, 3);
      face.forEach((corner, k) => body.setInt32(at + 1 + k * 4, corner, true));
    });
  }
  const bytes = new Uint8Array(header.length + body.byteLength);
  bytes.set(header);
  bytes.set(new Uint8Array(body.buffer), header.length);
  return bytes;
}

function obj(faces: boolean, corners: (number | string)[][] = CORNERS): Uint8Array {
  const vertices = corners.map((c) => `v ${c.join(' ')}`).join('\n');
  const faceLines = faces
    ? `\n${FACES.map((f) => `f ${f.map((i) => i + 1).join(' ')}`).join('\n')}`
    : '';
  return text(`# cube\n${vertices}${faceLines}\n`);
}

/** The cube's corners with the first x replaced by `value`. */
const withFirst = <T>(value: T) => [[value, ...CORNERS[0].slice(1)], ...CORNERS.slice(1)];

const twelve = { triangles: 12 };
const error = (key: string) => ({ error: key });

export function contractRows(): ContractRow[] {
  const truncated = binaryStl().slice(0, 84 + 11 * 50 + 20);
  return [
    { case: 'binary STL', name: 'cube.stl', bytes: binaryStl(), expected: twelve },
    { case: 'ASCII STL', name: 'cube.stl', bytes: text(asciiStl()), expected: twelve },
    {
      case: 'ASCII STL in upper case',
      name: 'cube.stl',
      bytes: text(asciiStl().toUpperCase()),
      expected: twelve,
    },
    {
      case: 'ASCII STL in mixed case, CRLF',
      name: 'CUBE.STL',
      bytes: text(
        asciiStl()
          .replace(/vertex/g, 'Vertex')
          .replace(/\n/g, '\r\n'),
      ),
      expected: twelve,
    },
    {
      case: 'binary STL, header counts 20 but the size holds 12 whole records',
      name: 'cube.stl',
      bytes: binaryStl(20),
      expected: { triangles: 12, declaredTriangles: 20 },
    },
    {
      case: 'binary STL, header counts 0 but the size holds 12',
      name: 'cube.stl',
      bytes: binaryStl(0),
      expected: { triangles: 12, declaredTriangles: 0 },
    },
    {
      case: 'binary STL cut inside a record',
      name: 'cube.stl',
      bytes: truncated,
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'binary STL with a NaN',
      name: 'cube.stl',
      bytes: binaryStl(12, withFirst(Number.NaN)),
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'binary STL with an infinity',
      name: 'cube.stl',
      bytes: binaryStl(12, withFirst(Infinity)),
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'ASCII STL with a NaN',
      name: 'cube.stl',
      bytes: text(asciiStl(withFirst('nan'))),
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'ASCII STL with an overflow (1e999)',
      name: 'cube.stl',
      bytes: text(asciiStl(withFirst('1e999'))),
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'binary STL of 0 triangles',
      name: 'none.stl',
      bytes: binaryStl(0).slice(0, 84),
      expected: error(MESH_ERRORS.empty),
    },
    {
      case: 'ASCII STL without a facet',
      name: 'none.stl',
      bytes: text('solid none\nendsolid none\n'),
      expected: error(MESH_ERRORS.empty),
    },
    {
      case: 'STL of 0 bytes',
      name: 'zero.stl',
      bytes: new Uint8Array(0),
      expected: error(MESH_ERRORS.zeroBytes),
    },
    {
      case: 'PLY of 0 bytes',
      name: 'zero.ply',
      bytes: new Uint8Array(0),
      expected: error(MESH_ERRORS.zeroBytes),
    },
    {
      case: 'OBJ of 0 bytes',
      name: 'zero.obj',
      bytes: new Uint8Array(0),
      expected: error(MESH_ERRORS.zeroBytes),
    },
    {
      case: 'STL of text that is no STL',
      name: 'notes.stl',
      bytes: text('hello, this is not a model'),
      expected: error(MESH_ERRORS.corrupt),
    },
    { case: 'ASCII PLY with faces', name: 'cube.ply', bytes: asciiPly(true), expected: twelve },
    { case: 'binary PLY with faces', name: 'cube.ply', bytes: binaryPly(true), expected: twelve },
    {
      case: 'ASCII PLY point cloud (no faces)',
      name: 'scan.ply',
      bytes: asciiPly(false),
      expected: error(MESH_ERRORS.empty),
    },
    {
      case: 'binary PLY point cloud (no faces)',
      name: 'scan.ply',
      bytes: binaryPly(false),
      expected: error(MESH_ERRORS.empty),
    },
    {
      case: 'ASCII PLY with a NaN',
      name: 'cube.ply',
      bytes: asciiPly(true, withFirst('nan')),
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'binary PLY with an infinity',
      name: 'cube.ply',
      bytes: binaryPly(true, withFirst(Infinity)),
      expected: error(MESH_ERRORS.corrupt),
    },
    { case: 'OBJ with faces', name: 'cube.obj', bytes: obj(true), expected: twelve },
    {
      case: 'OBJ of vertices only',
      name: 'scan.obj',
      bytes: obj(false),
      expected: error(MESH_ERRORS.empty),
    },
    {
      case: 'OBJ with a NaN',
      name: 'cube.obj',
      bytes: obj(true, withFirst('nan')),
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'OBJ with an infinity',
      name: 'cube.obj',
      bytes: obj(true, withFirst('Infinity')),
      expected: error(MESH_ERRORS.corrupt),
    },
    {
      case: 'a format not read',
      name: 'cube.zip',
      bytes: binaryStl(),
      expected: error(MESH_ERRORS.format),
    },
    ...defectRows(),
  ];
}

/** What a parse gave, in the table's terms. */
export type ContractOutcome = ContractRow['expected'];
