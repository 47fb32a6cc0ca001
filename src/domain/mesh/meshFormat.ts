/** The mesh formats the viewer reads and the upload accepts: one list for both. */
export const MESH_FORMATS = ['stl', 'ply', 'obj'] as const;
export type MeshFormat = (typeof MESH_FORMATS)[number];

/** The `accept` attribute of a file input for the mesh formats (".stl,.ply,.obj"). */
export const MESH_FILE_ACCEPT = MESH_FORMATS.map((format) => `.${format}`).join(',');

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
  return (MESH_FORMATS as readonly string[]).includes(extension)
    ? (extension as MeshFormat)
    : undefined;
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
