import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RESTORATION_TYPES } from '../../../src/domain/teeth';
import { TYPE_LOOKS } from './archLayout';

/** Which fill means which restoration (pontics hatched). */
export function ToothLegend() {
  const translate = useTranslate();
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="tooth-legend">
      <Typography variant="caption" component="figcaption" color="text.secondary">
        {translate('app.orders.teeth.legend')}
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mt: 0.5 }}>
        {RESTORATION_TYPES.map((type) => (
          <Stack key={type} direction="row" spacing={0.5} alignItems="center">
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                border: '1px solid #37474f',
                background:
                  type === 'pontic'
                    ? 'repeating-linear-gradient(135deg, #e3f2fd 0 3px, #1565c0 3px 4.5px)'
                    : TYPE_LOOKS[type].fill,
              }}
            />
            <Typography variant="caption">{translate(`app.orders.teeth.types.${type}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
