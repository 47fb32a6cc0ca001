/**
 * The 3D viewer's public face: nothing here imports three.js (it loads with the viewer).
 *
 * - `<StlViewer sources={[{ name: 'crown.stl', url }]} height={480} />`: the viewer, lazy.
 *   A local file before upload: `sources={[{ name: file.name, file }]}`.
 * - `<StlPreviewDialog open onClose sources />`: the same in a large dialog.
 * - `<MeshFileCheck file={file} onChecked={(check) => ...} />`: pass / warn geometry check of
 *   a local file; `checkMeshFile(file)` gives the same result as a promise (MeshCheck, reasons
 *   as translation keys; rejects with a MeshError whose `key` is a translation key).
 * - Links to the public page: `/stlView?stlUrl=<encoded URL>` (may repeat).
 */
export { StlViewer } from './LazyStlViewer';
export { StlPreviewDialog } from './StlPreviewDialog';
export { MeshCheckSummary } from './MeshCheckSummary';
export { MeshFileCheck } from './MeshFileCheck';
export { checkMeshFile } from './meshWorker';
export type { MeshCheck } from '../../domain/mesh/meshCheck';
export type { StlViewerProps } from './StlViewer';
export type { MeshSource } from './types';
