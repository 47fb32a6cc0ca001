/**
 * An order's design parameters (issue 37), each with its unit: what the customer asks of the
 * design, next to what the material allows (materialProfiles.ts). The design checks judge a
 * design against both: the profile's limits as hard, the order's wishes as soft.
 */

export const CONTACT_PREFERENCES = ['light', 'medium', 'tight'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export interface DesignParameters {
  /** Space left for cement between the prep die and the intaglio, mm. */
  cementGapMm: number;
  /** The least wall the customer wants (the material's own minimum still holds), mm. */
  minThicknessMm: number;
  /** Distance to the antagonist at the closest point: 0 = in contact, > 0 = out of it, mm. */
  occlusalClearanceMm: number;
  /** How firmly the crown should touch its neighbours. */
  proximalContact: ContactPreference;
}

/** Each parameter's unit and plausible range: one table for the form, the API and the CLI. */
export const PARAMETER_SPECS = {
  cementGapMm: { unit: 'mm', min: 0, max: 0.2, fallback: 0.05 },
  minThicknessMm: { unit: 'mm', min: 0, max: 3, fallback: 0.5 },
  occlusalClearanceMm: { unit: 'mm', min: -0.2, max: 1, fallback: 0 },
  proximalContact: { unit: 'scale', values: CONTACT_PREFERENCES, fallback: 'medium' },
} as const;

export const DEFAULT_PARAMETERS: DesignParameters = {
  cementGapMm: PARAMETER_SPECS.cementGapMm.fallback,
  minThicknessMm: PARAMETER_SPECS.minThicknessMm.fallback,
  occlusalClearanceMm: PARAMETER_SPECS.occlusalClearanceMm.fallback,
  proximalContact: PARAMETER_SPECS.proximalContact.fallback,
};

/**
 * The signed distance to the neighbour each preference aims at, mm (negative: the design
 * overlaps the neighbour's scan, so the crown still touches after polishing and seating).
 */
export const CONTACT_TARGET_MM: Record<ContactPreference, number> = {
  light: 0,
  medium: -0.03,
  tight: -0.06,
};
