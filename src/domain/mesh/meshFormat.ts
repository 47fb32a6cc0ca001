export type MeshFormat = 'stl' | 'ply' | 'obj';

/** The format a file name or URL names by its extension; STL when it names none we know. */
export function meshFormatOf(name: string): MeshFormat {
  const path = name.split(/[?#]/)[0].toLowerCase();
  if (path.endsWith('.ply')) return 'ply';
  if (path.endsWith('.obj')) return 'obj';
  return 'stl';
}

/** The last path segment of a URL, decoded, as a display name. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}
