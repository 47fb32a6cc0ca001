import type { TargetTree } from '../../../src/domain/mesh/targetTree';

/**
 * Messages of a comparison. Two workers of the same module share it: the builder puts the
 * target in a bounding-volume hierarchy while the measurer welds and orders the source; the
 * tree then goes from one to the other over their own channel (a copy: the builder keeps its
 * own), and the builder measures the second half of the full pass (two cores, half the time).
 */
export type DeviationRequest =
  /** The target's triangle soup (9 floats a triangle), and the port to the measurer. */
  | { role: 'build'; target: Float32Array; port: MessagePort }
  /** The design to colour, one query every `coarseStep` vertices for the first complete map. */
  | { role: 'measure'; source: Float32Array; coarseStep: number; port: MessagePort };

/** From the builder to the measurer. */
export type TreeMessage =
  | { type: 'tree'; tree: TargetTree; ms: number }
  /** The builder's part of the full pass: distances of order[from…]. */
  | { type: 'shared'; from: number; distances: Float32Array }
  | { type: 'error'; message: string };

/** From the measurer to the builder: the source, welded and ordered; measure order[from…]. */
export interface ShareMessage {
  type: 'share';
  vertices: Float32Array;
  order: Uint32Array;
  from: number;
}

/** From the measurer to the page. */
export type DeviationResponse =
  /** Setup done: each soup vertex's id into the distances, the area around each id. */
  | { type: 'ready'; ids: Uint32Array; weights: Float64Array; setupMs: number }
  | { type: 'coarse'; distances: Float32Array; ms: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'full'; distances: Float32Array; ms: number }
  | { type: 'error'; message: string };
