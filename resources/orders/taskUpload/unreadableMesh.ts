import { checkMeshFile } from '../../../src/components/stlViewer';
import { MESH_ERRORS, MeshError } from '../../../src/domain/mesh/types';

/**
 * Why a chosen file cannot be read as a mesh (a translation key: damaged, empty, 0 bytes), or
 * undefined when its geometry check ran (pass or warn: a warning is the designer's call). The
 * check is the one the file's row shows (checkMeshFile keeps one per file).
 */
export function unreadableMesh(file: File): Promise<string | undefined> {
  return checkMeshFile(file).then(
    () => undefined,
    (error: unknown) => (error instanceof MeshError ? error.key : MESH_ERRORS.corrupt),
  );
}
