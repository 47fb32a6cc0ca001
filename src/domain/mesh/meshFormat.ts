export type MeshFormat = 'stl' | 'ply' | 'obj';

const FORMATS: readonly string[] = ['stl', 'ply', 'obj'];

/**
 * The format a file name or URL names by its extension; STL when it names none (storage links
 * often have no extension); undefined for another extension (.zip, .txt...).
 */
export function meshFormatOf(name: string): MeshFormat | undefined {
  const path = name.split(/[?#]/)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return 'stl';
  const extension = last.slice(dot + 1).toLowerCase();
  return FORMATS.includes(extension) ? (extension as MeshFormat) : undefined;
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
