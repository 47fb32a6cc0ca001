import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAP_PALETTE } from '../../../src/domain/mesh/checkMapColors';
import type { MapBand } from '../../../src/domain/mesh/checkMapColors';
import { useFormatters } from '../../../src/format/useFormatters';

const css = ([r, g, b]: readonly number[]) =>
  `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)})`;

/**
 * The map's breaks in mm, one row per band (occlusal and axial walls for thickness): red below
 * the hard limit, amber below the order's figure (left out when the two are one), green from
 * it; grey where nothing was measured. Text in the theme's colours, swatches outlined.
 */
export function CheckMapLegend({ bands, grey }: { bands: readonly MapBand[]; grey: boolean }) {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const mm = (value: number) => decimal(value, 2);
  return (
    <Box data-testid="check-map-legend" sx={{ display: 'grid', gap: 0.5 }}>
      {bands.map((band) => (
        <Stack
          key={band.walls}
          direction="row"
          useFlexGap
          flexWrap="wrap"
          spacing={1.5}
          alignItems="center"
          data-walls={band.walls}
          data-hard={band.hardMm}
          data-order={band.orderMm}
        >
          {bands.length > 1 && (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {translate(`app.design_check.map.walls_${band.walls}`)}
            </Typography>
          )}
          <Swatch color={MAP_PALETTE.hard}>
            {translate('app.design_check.map.hard', { value: mm(band.hardMm) })}
          </Swatch>
          {band.orderMm > band.hardMm && (
            <Swatch color={MAP_PALETTE.soft}>
              {translate('app.design_check.map.soft', { value: mm(band.orderMm) })}
            </Swatch>
          )}
          <Swatch color={MAP_PALETTE.pass}>
            {translate('app.design_check.map.pass', { value: mm(band.orderMm) })}
          </Swatch>
        </Stack>
      ))}
      {grey && (
        <Swatch color={MAP_PALETTE.none}>{translate('app.design_check.map.none_measured')}</Swatch>
      )}
    </Box>
  );
}

function Swatch({ color, children }: { color: readonly number[]; children: string }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Box
        aria-hidden
        sx={{
          width: 14,
          height: 14,
          borderRadius: 0.5,
          bgcolor: css(color),
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
