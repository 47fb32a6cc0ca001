import type { DesignParameters } from '../designParameters';
import type { BridgeSpan, MaterialId, MaterialProfile } from '../materialProfiles';
import type { FailingRegion } from './failingRegions';
import type { Vec3 } from './surface';

/** A mesh to check: its triangles and the SHA-256 of the file they came from (hex). */
export interface MeshInput {
  positions: Float32Array;
  sha256: string;
}

export interface DesignCheckInput {
  /** Absent: only the space before design (prep die to antagonist) is checked. */
  design?: MeshInput;
  /** The opposing jaw's scan, in the design's coordinates. */
  antagonist?: MeshInput;
  /** The neighbouring teeth (segmented from the same jaw's scan). */
  neighbours?: MeshInput;
  /** The prep die scan. */
  prep?: MeshInput;
  profile: MaterialProfile;
  parameters: DesignParameters;
  /** A bridge's span; absent for a single unit (no connector check). */
  bridge?: BridgeSpan & { units: number };
  /** How the measurement is taken (defaults in DEFAULT_METHOD). */
  method?: Partial<CheckMethod>;
}

export interface CheckMethod {
  /** The path of insertion (occlusal up), unit vector in the files' coordinates. */
  insertionAxis: Vec3;
  /** Walls within this height above the design's lowest point are not measured (margin), mm. */
  marginBandMm: number;
  /** A vertex within this distance of the antagonist is in contact, mm (±). */
  contactBandMm: number;
  /** A proximal contact within this distance of the preference's target passes, mm (±). */
  proximalToleranceMm: number;
}

export const DEFAULT_METHOD: CheckMethod = {
  insertionAxis: [0, 0, 1],
  marginBandMm: 1,
  contactBandMm: 0.05,
  proximalToleranceMm: 0.03,
};

export const CHECK_IDS = [
  'thickness.occlusal',
  'thickness.axial',
  'occlusal.clearance',
  'proximal.contact',
  'connector.area',
  'prep.space',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/** pass; soft: short of what the order asks; hard: short of what the material allows. */
export type Verdict = 'pass' | 'soft' | 'hard';

export interface CheckResult {
  check: CheckId;
  /** For a check made once per place: 'side 1' / 'side 2', 'connector 1'... */
  where?: string;
  verdict: Verdict;
  /** Translation key of the sentence that says why (app.design_check.reason.*). */
  reason: string;
  /** The measured figures, each name carrying its unit (Mm, Mm2). */
  measured: Record<string, number>;
  /** What was measured against: its value, unit, and whose it is. */
  limit: { value: number | null; unit: 'mm' | 'mm2'; source: 'profile' | 'order' };
  regions: FailingRegion[];
  cites: {
    profile: { id: MaterialId; version: string };
    parameters: DesignParameters;
    /** SHA-256 of each file the check read. */
    files: Partial<Record<'design' | 'antagonist' | 'neighbours' | 'prep', string>>;
  };
}

export interface DesignCheckReport {
  results: CheckResult[];
  /** Checks not made, and why (a translation key): no antagonist given, a single unit... */
  skipped: { check: CheckId; reason: string }[];
}
