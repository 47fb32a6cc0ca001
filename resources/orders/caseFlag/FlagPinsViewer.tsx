import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StlViewer } from '../../../src/components/stlViewer';
import type { ScanPin } from '../../../src/domain/caseFlag';
import { useQcSources } from '../qc/useQcSources';

/**
 * The case's scans with a flag's numbered pins, drawn as QC pins are; with `onPick`, a click on
 * a scan adds a pin there.
 */
export function FlagPinsViewer({
  taskId,
  pins,
  onPick,
}: {
  taskId: string;
  pins: ScanPin[];
  onPick?: (point: ScanPin) => void;
}) {
  const translate = useTranslate();
  const { scans } = useQcSources(taskId, true);
  if (scans.length === 0) {
    return <Typography variant="body2">{translate('app.orders.case_flag.no_scans')}</Typography>;
  }
  return (
    <Box sx={{ height: 360, my: 1 }} data-testid="case-flag-viewer">
      <StlViewer sources={scans} pins={pins} onPick={onPick} />
    </Box>
  );
}
