import { DEFAULT_PARAMETERS } from '../../src/domain/designParameters';
import type { DesignParameters } from '../../src/domain/designParameters';

/**
 * What each customer asks of a design by default (issue 37): an order takes its customer's
 * preference when it comes. A customer without one gets the defaults.
 */
const PREFERENCES: Record<string, DesignParameters> = {
  KH101: DEFAULT_PARAMETERS,
  // A lab that wants thick walls: a clean zirconia crown of about 1 mm is short of its order.
  KH102: {
    cementGapMm: 0.06,
    minThicknessMm: 1.2,
    occlusalClearanceMm: 0,
    proximalContact: 'medium',
  },
  KH103: {
    cementGapMm: 0.04,
    minThicknessMm: 0.6,
    occlusalClearanceMm: 0.1,
    proximalContact: 'light',
  },
};

export function customerParameters(customerCode: string): DesignParameters {
  return { ...(PREFERENCES[customerCode] ?? DEFAULT_PARAMETERS) };
}
