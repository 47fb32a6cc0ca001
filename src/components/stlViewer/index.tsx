/** The 3D viewer's public face: nothing here imports three.js (it loads with the viewer). */
export { StlViewer } from './LazyStlViewer';
export { StlPreviewDialog } from './StlPreviewDialog';
export { MeshCheckSummary } from './MeshCheckSummary';
export { MeshFileCheck } from './MeshFileCheck';
export { checkMeshFile } from './meshWorker';
export type { MeshCheck } from '../../domain/mesh/meshCheck';
export type { StlViewerProps } from './StlViewer';
export type { MeshSource } from './types';
