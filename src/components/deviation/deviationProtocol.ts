/** Messages between the page and the deviation worker. */
export interface DeviationRequest {
  /** Triangle soups (9 floats a triangle): the design coloured, and the surface it is measured to. */
  source: Float32Array;
  target: Float32Array;
  /** One query every `coarseStep` vertices for the first complete map. */
  coarseStep: number;
}

export type DeviationResponse =
  /** Setup done: each soup vertex's id into the distances, the area around each id. */
  | { type: 'ready'; ids: Uint32Array; weights: Float64Array; setupMs: number }
  | { type: 'coarse'; distances: Float32Array; ms: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'full'; distances: Float32Array; ms: number }
  | { type: 'error'; message: string };
