import { connectorLimitMm2 } from '../materialProfiles';
import type { BridgeSpan } from '../materialProfiles';
import { citesOf, mm2 } from './designCheckContext';
import type { CheckContext } from './designCheckContext';
import type { CheckResult } from './designCheckTypes';
import { connectorSections } from './connectors';
import type { Surface } from './surface';

/**
 * The bridge's connectors: the smallest section between each pair of joined units against the
 * material's least connector area for that span (hard); a material not indicated for the span
 * fails hard whatever the sections.
 */
export function connectorResult(
  { input, method, collect }: CheckContext,
  design: Surface,
  bridge: BridgeSpan & { units: number },
): CheckResult {
  const sections = connectorSections(design, bridge.units, method.insertionAxis);
  const limit = connectorLimitMm2(input.profile, bridge);
  const smallest = Math.min(...sections.map((section) => section.areaMm2));
  const short = (area: number) => limit === null || area < limit;
  const verdict = short(smallest) ? 'hard' : 'pass';
  if (limit !== null) {
    collect?.({
      check: 'connector.area',
      points: sections.flatMap((section) => section.centroid),
      values: sections.map((section) => mm2(section.areaMm2)),
      measured: () => true,
      requirement: {
        comparison: 'atLeast',
        value: limit,
        toleranceMm: 0,
        unit: 'mm2',
        source: 'profile',
      },
    });
  }
  const reason =
    limit === null
      ? 'connector_not_indicated'
      : verdict === 'hard'
        ? 'connector_small'
        : 'connector_ok';
  const measured: Record<string, number> = { smallestMm2: mm2(smallest) };
  sections.forEach((section, k) => {
    measured[`connector${k + 1}Mm2`] = mm2(section.areaMm2);
  });
  return {
    check: 'connector.area',
    verdict,
    reason: `app.design_check.reason.${reason}`,
    measured,
    limit: { value: limit, unit: 'mm2', source: 'profile' },
    regions: sections
      .filter((section) => short(section.areaMm2))
      .sort((a, b) => a.areaMm2 - b.areaMm2)
      .map((section) => ({
        point: section.centroid,
        normal: section.normal,
        value: mm2(section.areaMm2),
        areaMm2: mm2(section.areaMm2),
      })),
    cites: citesOf(input, ['design']),
  };
}
