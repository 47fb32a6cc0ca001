import type { FakeApiContext } from '../context';

/** How many leading bytes the registration reads to tell a mesh from anything else. */
export const MESH_HEAD_BYTES = 4096;

const OBJ_KEYWORDS = /^(v|vn|vt|vp|f|l|p|o|g|s|mtllib|usemtl)\s/;

/**
 * Whether bytes that start with `head` and are `size` long in all can be an STL, PLY or OBJ
 * model (issue 40: an executable renamed .stl, or random bytes, became an undeletable version).
 * A binary STL's size is exactly its header's triangle count times 50 plus 84; the text formats
 * open with their keyword. What the portal's parser reads further is its own check.
 */
export function looksLikeMesh(head: Uint8Array, size: number): boolean {
  if (size >= 84 && head.length >= 84) {
    const triangles = new DataView(head.buffer, head.byteOffset + 80, 4).getUint32(0, true);
    if (triangles > 0 && size === 84 + 50 * triangles) return true;
  }
  if (head.includes(0)) return false;
  const text = new TextDecoder('latin1').decode(head);
  if (/^\s*solid(\s|$)/.test(text) || /^ply\r?\n/.test(text)) return true;
  const first = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return first !== undefined && OBJ_KEYWORDS.test(`${first} `);
}

/** Whether the stored object `key` (of `size` bytes, already checked) reads as a mesh. */
export async function storedIsMesh(
  context: FakeApiContext,
  key: string,
  size: number,
): Promise<boolean> {
  const stored = await context.storage?.getObject(key);
  if (!stored) return false;
  return looksLikeMesh(new Uint8Array(stored.bytes.subarray(0, MESH_HEAD_BYTES)), size);
}
