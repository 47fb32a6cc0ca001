import { weldVertices } from './weld';

/** Shared vertices (3 floats each), triangles (3 indices each), and a colour per vertex. */
export interface IndexedMesh {
  vertices: Float32Array;
  indices: Uint32Array;
  /** Bytes are written as uchar red/green/blue, floats (0..1) as float. */
  colors?: Uint8Array | Float32Array;
}

/** A soup as shared vertices and triangles (equal vertices welded), e.g. to write it as a PLY. */
export function indexedOf(soup: Float32Array): IndexedMesh {
  const { ids, count } = weldVertices(soup);
  const vertices = new Float32Array(count * 3);
  ids.forEach((id, v) => vertices.set(soup.subarray(v * 3, v * 3 + 3), id * 3));
  return { vertices, indices: ids };
}

/** A PLY file of a triangle mesh, ASCII or binary little-endian, with its colours if any. */
export function writePly(
  { vertices, indices, colors }: IndexedMesh,
  format: 'ascii' | 'binary',
): Uint8Array {
  const colorType = colors instanceof Float32Array ? 'float' : 'uchar';
  const count = vertices.length / 3;
  const header = [
    'ply',
    `format ${format === 'ascii' ? 'ascii' : 'binary_little_endian'} 1.0`,
    `element vertex ${count}`,
    ...['x', 'y', 'z'].map((axis) => `property float ${axis}`),
    ...(colors ? ['red', 'green', 'blue'].map((name) => `property ${colorType} ${name}`) : []),
    `element face ${indices.length / 3}`,
    'property list uchar int vertex_indices',
    'end_header',
    '',
  ].join('\n');
  const head = new TextEncoder().encode(header);
  const body =
    format === 'ascii'
      ? asciiBody(vertices, indices, colors)
      : binaryBody(vertices, indices, colors);
  const bytes = new Uint8Array(head.length + body.length);
  bytes.set(head);
  bytes.set(body, head.length);
  return bytes;
}

function asciiBody(vertices: Float32Array, indices: Uint32Array, colors?: ArrayLike<number>) {
  const lines: string[] = [];
  for (let v = 0; v < vertices.length / 3; v += 1) {
    const color = colors ? ` ${colors[v * 3]} ${colors[v * 3 + 1]} ${colors[v * 3 + 2]}` : '';
    lines.push(`${vertices[v * 3]} ${vertices[v * 3 + 1]} ${vertices[v * 3 + 2]}${color}`);
  }
  for (let t = 0; t < indices.length; t += 3) {
    lines.push(`3 ${indices[t]} ${indices[t + 1]} ${indices[t + 2]}`);
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

function binaryBody(
  vertices: Float32Array,
  indices: Uint32Array,
  colors?: Uint8Array | Float32Array,
) {
  const count = vertices.length / 3;
  const colorBytes = colors ? 3 * (colors instanceof Float32Array ? 4 : 1) : 0;
  const stride = 12 + colorBytes;
  const view = new DataView(new ArrayBuffer(count * stride + (indices.length / 3) * 13));
  for (let v = 0; v < count; v += 1) {
    for (let axis = 0; axis < 3; axis += 1) {
      view.setFloat32(v * stride + axis * 4, vertices[v * 3 + axis], true);
      if (colors instanceof Float32Array) {
        view.setFloat32(v * stride + 12 + axis * 4, colors[v * 3 + axis], true);
      } else if (colors) {
        view.setUint8(v * stride + 12 + axis, colors[v * 3 + axis]);
      }
    }
  }
  for (let t = 0; t < indices.length / 3; t += 1) {
    const at = count * stride + t * 13;
    view.setUint8(at, 3);
    for (let k = 0; k < 3; k += 1) view.setInt32(at + 1 + k * 4, indices[t * 3 + k], true);
  }
  return new Uint8Array(view.buffer);
}
