/**
 * Standard dental views. Convention of the demo meshes and of most intra-oral scans: +Z is
 * occlusal (the biting surface faces up), −Y buccal (the cheek/lip side, front teeth at −Y),
 * +Y lingual, X mesio-distal (−X mesial, +X distal for a tooth on the right of the arch).
 */
export const STANDARD_VIEWS = ['occlusal', 'buccal', 'lingual', 'mesial', 'distal'] as const;
export type StandardView = (typeof STANDARD_VIEWS)[number];

/** From the target towards the camera. */
export const VIEW_DIRECTIONS: Record<StandardView | 'reset', [number, number, number]> = {
  reset: [0.55, -1, 0.85],
  occlusal: [0, -0.001, 1],
  buccal: [0, -1, 0],
  lingual: [0, 1, 0],
  mesial: [-1, 0, 0],
  distal: [1, 0, 0],
};
