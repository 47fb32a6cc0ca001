import type { MeshSource } from '../../components/stlViewer';
import { fileNameOf, meshFormatOf } from '../../domain/mesh/meshFormat';
import { resolveHttpUrl } from '../../domain/safeUrl';

/**
 * The models a /stlView address asks for (stlViewPath): each `stlUrl` resolved against the page
 * and kept when http(s), shown under its `stlName` when the name tells the viewer a format it
 * reads (a storage key says nothing of what the file is), else under the link's last segment.
 */
export function viewedModelsOf(
  params: URLSearchParams,
  base: string,
): { sources: MeshSource[]; refused: number } {
  const urls = params.getAll('stlUrl');
  const names = params.getAll('stlName');
  const paired = names.length === urls.length;
  const sources = urls.flatMap((value, index) => {
    const url = resolveHttpUrl(value, base);
    if (!url) return [];
    const name = paired ? names[index].trim() : '';
    return [{ name: name && hasMeshExtension(name) ? name : fileNameOf(url), url }];
  });
  return { sources, refused: urls.length - sources.length };
}

/** A name whose extension is one the viewer reads (meshFormatOf takes none as STL). */
function hasMeshExtension(name: string): boolean {
  return name.lastIndexOf('.') > 0 && meshFormatOf(name) !== undefined;
}
