import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PinMeasurement } from '../../../src/domain/measuredAtPin';
import { useFormatters } from '../../../src/format/useFormatters';
import { pinFigures } from './pinFigures';

/**
 * Beside a reason: what the server measured at its pin and what the order asks there, marked
 * when it meets the order's numbers; then, for the designer, the way to appeal the reason.
 */
export function PinMeasurementLine(props: { measured: PinMeasurement; onAppeal?: () => void }) {
  const { measured, onAppeal } = props;
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const figures = pinFigures(measured, decimal, translate);
  return (
    // An item of the reasons' list (the reason's own item comes before it).
    <Box
      component="li"
      data-testid="qc-pin-measured"
      data-meets={String(measured.meetsOrder)}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        pl: 2,
        pb: 1,
        listStyle: 'none',
      }}
    >
      <Typography variant="body2" data-testid="qc-pin-value">
        {translate('app.orders.qc.measured.line', figures)}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={measured.meetsOrder ? 'success' : 'warning'}
        label={translate(`app.orders.qc.measured.${measured.meetsOrder ? 'meets' : 'short'}`)}
        data-testid="qc-pin-verdict"
      />
      {measured.meetsOrder && onAppeal && (
        <Button size="small" onClick={onAppeal} data-testid="qc-appeal">
          {translate('app.orders.qc.measured.appeal')}
        </Button>
      )}
    </Box>
  );
}
