import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DesignSpec } from '../../../src/domain/designSpec';
import { MAP_KINDS, mapBands, mapColors } from '../../../src/domain/mesh/checkMapColors';
import type { MapKind } from '../../../src/domain/mesh/checkMapColors';
import { StlViewer } from '../../../src/components/stlViewer';
import { CheckMapLegend } from './CheckMapLegend';
import type { DesignMaps } from './designCheckProtocol';

type Choice = MapKind | 'none';

const MAP_OF: Record<MapKind, keyof DesignMaps> = {
  thickness: 'thickness',
  clearance: 'clearance',
  contacts: 'proximal',
};

/**
 * The design coloured by one check's map in the (lazy) viewer: a toggle of the maps measured
 * (thickness, clearance, contacts) or none, and the legend whose breaks are the order's limits.
 * The viewer loads only once a map is chosen. While the checks run it shows their first look.
 */
export function DesignCheckMap({
  maps,
  firstLook = false,
  spec,
  design,
}: {
  maps: DesignMaps;
  /** The maps' first look while the checks run (a coarse thickness map): said so. */
  firstLook?: boolean;
  spec: DesignSpec;
  design: { url: string; name: string };
}) {
  const translate = useTranslate();
  const [choice, setChoice] = useState<Choice>('none');
  const available = MAP_KINDS.filter((kind) => maps[MAP_OF[kind]]);
  const kind = choice === 'none' || !available.includes(choice) ? undefined : choice;
  const bands = useMemo(
    () => (kind ? mapBands(kind, spec.profile, spec.parameters) : []),
    [kind, spec],
  );
  const colors = useMemo(() => {
    const values = kind && (maps[MAP_OF[kind]] as Float32Array | undefined);
    if (!values || !maps.ids) return undefined;
    const walls = kind === 'thickness' ? maps.thicknessWalls : undefined;
    return { model: 0, colors: mapColors(values, maps.ids, bands, walls) };
  }, [kind, maps, bands]);
  const sources = useMemo(() => [design], [design]);
  if (available.length === 0 || !maps.ids) return null;
  return (
    <Box
      data-testid="check-map"
      data-map={kind ?? 'none'}
      data-first-look={firstLook}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography variant="subtitle2" id="check-map-title">
        {translate('app.design_check.map.title')}
      </Typography>
      {firstLook && (
        <Typography variant="body2" color="text.secondary" data-testid="check-map-first-look">
          {translate('app.design_check.map.first_look')}
        </Typography>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind ?? 'none'}
        onChange={(_, value: Choice | null) => value && setChoice(value)}
        aria-label={translate('app.design_check.map.choose')}
      >
        {available.map((item) => (
          <ToggleButton key={item} value={item} data-testid={`check-map-${item}`}>
            {translate(`app.design_check.map.${item}`)}
          </ToggleButton>
        ))}
        <ToggleButton value="none" data-testid="check-map-none">
          {translate('app.design_check.map.none')}
        </ToggleButton>
      </ToggleButtonGroup>
      {kind && (
        <>
          <CheckMapLegend bands={bands} grey={kind === 'thickness'} />
          <Box sx={{ height: 420 }}>
            {/* The colours are per vertex of the whole file: never a preview here. */}
            <StlViewer sources={sources} colors={colors} preview={false} />
          </Box>
        </>
      )}
    </Box>
  );
}
