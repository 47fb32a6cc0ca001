import type { MeshCheck } from '../../domain/mesh/meshCheck';

/** One file to show: a URL to download, or a local File (e.g. before upload). */
export interface MeshSource {
  /** Shown in the file list and used to tell the format (.stl, .ply, .obj). */
  name: string;
  url?: string;
  file?: File;
}

export type ModelStatus = 'download' | 'parse' | 'ready' | 'error';

/** What the viewer knows of one source while and after it loads. */
export interface ModelState {
  id: string;
  /** Its source's name and URL (or file): what the person chose for it outlives a reload. */
  key: string;
  name: string;
  url?: string;
  color: string;
  status: ModelStatus;
  loaded: number;
  total?: number;
  /** Translation key and its HTTP status, when status is 'error'. */
  error?: { key: string; status?: number };
  /** Triangles in the file, and those drawn (fewer when the viewer draws a preview). */
  triangles?: number;
  drawnTriangles?: number;
  size?: [number, number, number];
  check?: MeshCheck;
  visible: boolean;
  opacity: number;
  /** The file's own vertex colours (a PLY scan's) drawn, or its plain colour; absent: none. */
  scanColors?: 'shown' | 'hidden';
  /** From the end of the download (or file read) to the first frame drawn with the model, ms. */
  firstFrameMs?: number;
}

/** Upper jaw, lower jaw, design... told apart at a glance. */
export const MODEL_COLORS = ['#e9dcc0', '#f0b8b0', '#9fc3e6', '#b8dca8', '#d8b8e8'];
