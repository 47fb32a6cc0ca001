import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../../src/format/useFormatters';
import { DEVIATION_PALETTE } from '../../../src/domain/mesh/deviationColors';

const css = ([r, g, b]: readonly number[]) =>
  `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)})`;

/** The colour bar of the map, −range … +range mm (each tick says so), the tolerance band green. */
export function DeviationLegend({ tolerance, range }: { tolerance: number; range: number }) {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const band = (tolerance / range) * 50;
  const p = DEVIATION_PALETTE;
  const gradient = `linear-gradient(to right, ${css(p.insideFar)} 0%, ${css(p.insideNear)} ${50 - band}%, ${css(p.within)} ${50 - band}%, ${css(p.within)} ${50 + band}%, ${css(p.outsideNear)} ${50 + band}%, ${css(p.outsideFar)} 100%)`;
  const ticks = [-range, 0, range];
  return (
    <Box data-testid="deviation-legend" sx={{ my: 1 }}>
      <Box sx={{ height: 12, borderRadius: 1, background: gradient }} />
      <Stack direction="row" justifyContent="space-between">
        {ticks.map((tick, index) => (
          <Typography key={index} variant="caption">
            {translate('app.orders.qc.deviation.tick', { value: decimal(tick, 3) })}
          </Typography>
        ))}
      </Stack>
      <Typography variant="caption" color="textSecondary">
        {translate('app.orders.qc.deviation.legend')}
      </Typography>
    </Box>
  );
}
