import { MESH_ERRORS, MeshError } from './types';
import type { TriangleMesh } from './types';

interface Property {
  name: string;
  type: string;
  /** The count's type for a list property. */
  countType?: string;
}

interface Element {
  name: string;
  count: number;
  properties: Property[];
}

/**
 * Reads a PLY (ASCII, binary little- or big-endian) as a triangle soup, with the vertices'
 * colours when they have red/green/blue (sRGB in the file, linear bytes out, as three draws
 * them). Faces of any corner count are fanned from their first corner (a convex polygon's
 * triangulation, which is what CAD writes as n-gons; the spec's own rule for quads: 0 1 2, 0 2 3).
 */
export function parsePly(buffer: ArrayBuffer): TriangleMesh {
  const bytes = new Uint8Array(buffer);
  const { elements, format, bodyStart } = readHeader(bytes);
  const reader =
    format === 'ascii'
      ? asciiReader(new TextDecoder().decode(bytes.subarray(bodyStart)))
      : binaryReader(new DataView(buffer, bodyStart), format === 'binary_little_endian');
  let vertices: number[] = [];
  let colors: number[] | undefined;
  const triangles: number[] = [];
  for (const element of elements) {
    if (element.name === 'vertex') {
      ({ vertices, colors } = readVertices(element, reader));
    } else if (element.name === 'face') {
      readFaces(element, reader, triangles);
    } else {
      for (let i = 0; i < element.count; i += 1) element.properties.forEach((p) => reader(p));
    }
  }
  return soupOf(vertices, colors, triangles);
}

type Reader = (property: Property) => number | number[];

function readHeader(bytes: Uint8Array) {
  const probe = new TextDecoder().decode(bytes.subarray(0, Math.min(bytes.length, 65536)));
  const end = /end_header[^\n]*\n/.exec(probe);
  if (!probe.startsWith('ply') || !end) throw new MeshError(MESH_ERRORS.corrupt);
  const bodyStart = new TextEncoder().encode(probe.slice(0, end.index + end[0].length)).length;
  const elements: Element[] = [];
  let format = '';
  for (const line of probe.slice(0, end.index).split(/\r?\n/)) {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'format') format = words[1];
    else if (words[0] === 'element') {
      elements.push({ name: words[1], count: Number(words[2]), properties: [] });
    } else if (words[0] === 'property') {
      const list = words[1] === 'list';
      const property = list
        ? { name: words[4], type: words[3], countType: words[2] }
        : { name: words[2], type: words[1] };
      elements.at(-1)?.properties.push(property);
    }
  }
  if (!['ascii', 'binary_little_endian', 'binary_big_endian'].includes(format)) {
    throw new MeshError(MESH_ERRORS.corrupt);
  }
  return { elements, format, bodyStart };
}

function asciiReader(text: string): Reader {
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  let at = 0;
  const next = () => {
    if (at >= tokens.length) throw new MeshError(MESH_ERRORS.corrupt);
    return Number(tokens[at++]);
  };
  return (property) => {
    if (!property.countType) return next();
    return Array.from({ length: next() }, next);
  };
}

const SIZES: Record<string, number> = {
  char: 1,
  uchar: 1,
  int8: 1,
  uint8: 1,
  short: 2,
  ushort: 2,
  int16: 2,
  uint16: 2,
  int: 4,
  uint: 4,
  int32: 4,
  uint32: 4,
  float: 4,
  float32: 4,
  double: 8,
  float64: 8,
};

function binaryReader(view: DataView, little: boolean): Reader {
  let at = 0;
  const read = (type: string): number => {
    const size = SIZES[type];
    if (size === undefined || at + size > view.byteLength) throw new MeshError(MESH_ERRORS.corrupt);
    const offset = at;
    at += size;
    switch (type) {
      case 'char':
      case 'int8':
        return view.getInt8(offset);
      case 'uchar':
      case 'uint8':
        return view.getUint8(offset);
      case 'short':
      case 'int16':
        return view.getInt16(offset, little);
      case 'ushort':
      case 'uint16':
        return view.getUint16(offset, little);
      case 'int':
      case 'int32':
        return view.getInt32(offset, little);
      case 'uint':
      case 'uint32':
        return view.getUint32(offset, little);
      case 'float':
      case 'float32':
        return view.getFloat32(offset, little);
      default:
        return view.getFloat64(offset, little);
    }
  };
  return (property) => {
    if (!property.countType) return read(property.type);
    return Array.from({ length: read(property.countType) }, () => read(property.type));
  };
}

const COLOR_NAMES = [
  ['red', 'green', 'blue'],
  ['diffuse_red', 'diffuse_green', 'diffuse_blue'],
];

function readVertices(element: Element, reader: Reader) {
  const names = element.properties.map((p) => p.name);
  const position = ['x', 'y', 'z'].map((axis) => names.indexOf(axis));
  if (position.includes(-1)) throw new MeshError(MESH_ERRORS.corrupt);
  const colorNames = COLOR_NAMES.find((set) => set.every((name) => names.includes(name)));
  const color = colorNames?.map((name) => names.indexOf(name));
  const scale = color ? colorScale(element.properties[color[0]].type) : 1;
  const vertices: number[] = [];
  const colors: number[] | undefined = color ? [] : undefined;
  const values = new Array<number>(names.length);
  for (let v = 0; v < element.count; v += 1) {
    element.properties.forEach((property, i) => {
      const value = reader(property);
      values[i] = typeof value === 'number' ? value : 0;
    });
    for (const i of position) {
      if (!Number.isFinite(values[i])) throw new MeshError(MESH_ERRORS.corrupt);
      vertices.push(values[i]);
    }
    if (color && colors) for (const i of color) colors.push(linearByte(values[i] * scale));
  }
  return { vertices, colors };
}

function colorScale(type: string): number {
  if (type.startsWith('float') || type === 'double') return 1;
  return type.includes('short') || type.includes('16') ? 1 / 65535 : 1 / 255;
}

/** An sRGB value (0..1) as the linear byte three's colour management makes of it. */
function linearByte(srgb: number): number {
  const c = Math.min(1, Math.max(0, srgb));
  const linear = c < 0.04045 ? c * 0.0773993808 : Math.pow(c * 0.9478672986 + 0.0521327014, 2.4);
  return Math.round(linear * 255);
}

function readFaces(element: Element, reader: Reader, triangles: number[]) {
  const list = element.properties.findIndex(
    (p) => p.countType && (p.name === 'vertex_indices' || p.name === 'vertex_index'),
  );
  if (list < 0) throw new MeshError(MESH_ERRORS.corrupt);
  for (let f = 0; f < element.count; f += 1) {
    element.properties.forEach((property, i) => {
      const value = reader(property);
      if (i !== list || typeof value === 'number') return;
      for (let k = 1; k + 1 < value.length; k += 1)
        triangles.push(value[0], value[k], value[k + 1]);
    });
  }
}

function soupOf(vertices: number[], colors: number[] | undefined, triangles: number[]) {
  const count = vertices.length / 3;
  const positions = new Float32Array(triangles.length * 3);
  const soupColors = colors ? new Uint8Array(triangles.length * 3) : undefined;
  triangles.forEach((vertex, i) => {
    if (!(vertex >= 0 && vertex < count)) throw new MeshError(MESH_ERRORS.corrupt);
    for (let axis = 0; axis < 3; axis += 1) {
      positions[i * 3 + axis] = vertices[vertex * 3 + axis];
      if (soupColors && colors) soupColors[i * 3 + axis] = colors[vertex * 3 + axis];
    }
  });
  if (positions.length === 0) throw new MeshError(MESH_ERRORS.empty);
  return soupColors ? { positions, colors: soupColors } : { positions };
}
