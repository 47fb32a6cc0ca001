import type { MeshCheck } from '../../domain/mesh/meshCheck';

/**
 * `preview`: draw at most this many triangles (a decimated copy) when the file holds more; the
 * check still reads the whole file.
 */
export type WorkerRequest =
  | {
      id: number;
      type: 'parse';
      name: string;
      buffer: ArrayBuffer;
      check: boolean;
      preview?: number;
    }
  | { id: number; type: 'check'; name: string; buffer: ArrayBuffer }
  /** Download in the worker, parsing a binary STL while its bytes arrive. */
  | { id: number; type: 'load'; name: string; url: string; check: boolean; preview?: number }
  | { id: number; type: 'abort' }
  /**
   * The page has drawn the mesh: run its check now (it would slow the first frame down), on
   * `positions`, the page's copy of what it was sent, when the worker kept none (no preview).
   */
  | { id: number; type: 'checkNow'; positions?: Float32Array };

/**
 * A parsed mesh: positions (9 floats a triangle) and its box, in file units; `colors`, 3 bytes a
 * vertex, when the file has vertex colours (a PLY scan).
 */
export interface ParsedMesh {
  positions: Float32Array;
  colors?: Uint8Array;
  triangles: number;
  min: [number, number, number];
  max: [number, number, number];
  /** Time spent parsing inside the worker, ms. */
  parseMs: number;
  /** When `positions` is a decimated preview: the triangles of the file, and the time it took. */
  preview?: { fileTriangles: number; decimateMs: number };
}

export type WorkerResponse =
  | { id: number; type: 'parsed'; mesh: ParsedMesh }
  | { id: number; type: 'checked'; check: MeshCheck; checkMs: number }
  | { id: number; type: 'progress'; loaded: number; total?: number }
  /** `at`: when the last byte arrived, as performance.timeOrigin + performance.now(). */
  | { id: number; type: 'downloaded'; at: number }
  | { id: number; type: 'error'; key: string; status?: number };
