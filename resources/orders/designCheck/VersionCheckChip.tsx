import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { VERDICT_COLOUR, checkLabel, limitFigure, measuredFigure } from './checkFigures';

/** A version's design-check verdict as the server measured it; its figures on hover or focus. */
export function VersionCheckChip({ version }: { version: CadVersion }) {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const record = version.designCheck;
  if (!record) return null;
  const figures = record.results
    .map(
      (result) =>
        `${checkLabel(result, translate)}: ${measuredFigure(result, decimal)} / ${limitFigure(result, decimal)}`,
    )
    .join('\n');
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{figures}</span>}>
      <Chip
        size="small"
        variant="outlined"
        tabIndex={0}
        sx={{ ml: 1 }}
        color={VERDICT_COLOUR[record.verdict]}
        label={`${translate('app.design_check.panel.title')}: ${translate(`app.design_check.verdict.${record.verdict}`)}`}
        data-testid="cad-version-check"
        data-verdict={record.verdict}
      />
    </Tooltip>
  );
}
