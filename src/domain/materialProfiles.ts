/**
 * Material profiles for the design checks (issue 37, docs/DESIGN_CHECKS.md): the least a
 * restoration of that material may be, as versioned data. A check result cites the profile's id
 * and version, so a verdict can be re-read against the figures it was judged by. Change a figure
 * only with a new PROFILES_VERSION and its source in docs/DESIGN_CHECKS.md.
 */

export const PROFILES_VERSION = '2026-11-28.1';

export const MATERIAL_IDS = [
  'zirconia-3y',
  'zirconia-5y',
  'lithium-disilicate',
  'pmma',
  'metal-cocr',
  'composite',
] as const;
export type MaterialId = (typeof MATERIAL_IDS)[number];

export type ArchPosition = 'anterior' | 'posterior';

/** A bridge's span as the connector limits distinguish it. */
export interface BridgeSpan {
  position: ArchPosition;
  /** Pontics between the abutments (1 in a three-unit bridge). */
  pontics: number;
  /** A pontic hung on one side only (a free-end bridge). */
  cantilever?: boolean;
}

/** Smallest connector section in mm² by span; null: the material is not indicated for it. */
export interface ConnectorLimits {
  onePontic: Record<ArchPosition, number | null>;
  twoPontics: Record<ArchPosition, number | null>;
  cantilever: Record<ArchPosition, number | null>;
}

export interface MaterialProfile {
  id: MaterialId;
  version: string;
  /** Least occlusal (incisal) wall, mm. */
  minOcclusalMm: number;
  /** Least axial (circular) wall, mm. */
  minAxialMm: number;
  /** Absent: not a bridge material at all. */
  connectorMm2?: ConnectorLimits;
  /** Keys of docs/DESIGN_CHECKS.md's source list behind the figures. */
  sources: string[];
}

const none = { anterior: null, posterior: null };

export const MATERIAL_PROFILES: Record<MaterialId, MaterialProfile> = {
  'zirconia-3y': {
    id: 'zirconia-3y',
    version: PROFILES_VERSION,
    minOcclusalMm: 0.7,
    minAxialMm: 0.5,
    connectorMm2: {
      onePontic: { anterior: 7, posterior: 9 },
      twoPontics: { anterior: 12, posterior: 12 },
      cantilever: { anterior: 12, posterior: 12 },
    },
    sources: ['ceramill-zi'],
  },
  'zirconia-5y': {
    id: 'zirconia-5y',
    version: PROFILES_VERSION,
    minOcclusalMm: 1.0,
    minAxialMm: 0.8,
    connectorMm2: {
      onePontic: { anterior: 12, posterior: 16 },
      twoPontics: none,
      cantilever: none,
    },
    sources: ['katana-5y'],
  },
  'lithium-disilicate': {
    id: 'lithium-disilicate',
    version: PROFILES_VERSION,
    minOcclusalMm: 1.5,
    minAxialMm: 1.2,
    connectorMm2: {
      onePontic: { anterior: 12, posterior: 16 },
      twoPontics: none,
      cantilever: none,
    },
    sources: ['emax'],
  },
  pmma: {
    id: 'pmma',
    version: PROFILES_VERSION,
    minOcclusalMm: 1.5,
    minAxialMm: 1.0,
    connectorMm2: {
      onePontic: { anterior: 12, posterior: 16 },
      twoPontics: { anterior: 16, posterior: 16 },
      cantilever: none,
    },
    sources: ['pmma-temporary'],
  },
  'metal-cocr': {
    id: 'metal-cocr',
    version: PROFILES_VERSION,
    minOcclusalMm: 0.4,
    minAxialMm: 0.3,
    connectorMm2: {
      onePontic: { anterior: 4, posterior: 6 },
      twoPontics: { anterior: 6, posterior: 9 },
      cantilever: { anterior: 6, posterior: 9 },
    },
    sources: ['cocr-framework'],
  },
  composite: {
    id: 'composite',
    version: PROFILES_VERSION,
    minOcclusalMm: 1.5,
    minAxialMm: 1.0,
    sources: ['cad-composite'],
  },
};

export function isMaterialId(value: string): value is MaterialId {
  return (MATERIAL_IDS as readonly string[]).includes(value);
}

/**
 * The least connector section for a span, in mm², or null when the material is not indicated
 * for it (no bridges at all, or not that long / not free-end).
 */
export function connectorLimitMm2(profile: MaterialProfile, span: BridgeSpan): number | null {
  const limits = profile.connectorMm2;
  if (!limits) return null;
  if (span.cantilever) return limits.cantilever[span.position];
  if (span.pontics <= 1) return limits.onePontic[span.position];
  if (span.pontics === 2) return limits.twoPontics[span.position];
  return null;
}
