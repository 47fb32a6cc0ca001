import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignCheckReport } from '../../../src/domain/mesh/designCheckTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { VERDICT_COLOUR, checkLabel, limitFigure, measuredFigure } from './checkFigures';

/** Each check's figure against what it is judged by, its verdict and why; then what was not checked. */
export function CheckResultsTable({ report }: { report: DesignCheckReport }) {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  return (
    <>
      <Table size="small" data-testid="design-check-results">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.design_check.panel.title')}</TableCell>
            <TableCell>{translate('app.design_check.panel.measured')}</TableCell>
            <TableCell>{translate('app.design_check.panel.limit')}</TableCell>
            <TableCell>{translate('app.design_check.panel.verdict')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.results.map((result) => (
            <TableRow
              key={`${result.check} ${result.where ?? ''}`}
              data-testid="design-check-row"
              data-check={result.check}
              data-verdict={result.verdict}
            >
              <TableCell>
                {checkLabel(result, translate)}
                <Typography variant="body2" color="text.secondary">
                  {translate(result.reason)}
                </Typography>
              </TableCell>
              <TableCell>{measuredFigure(result, decimal)}</TableCell>
              <TableCell>
                {`${limitFigure(result, decimal)} · ${translate(`app.design_check.panel.source_${result.limit.source}`)}`}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={VERDICT_COLOUR[result.verdict]}
                  label={translate(`app.design_check.verdict.${result.verdict}`)}
                />
                {result.verdict !== 'pass' && result.regions.length > 0 && (
                  <Typography variant="caption" display="block">
                    {translate('app.design_check.panel.regions', {
                      smart_count: result.regions.length,
                    })}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {report.skipped.length > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid="design-check-skipped"
        >
          {`${translate('app.design_check.panel.skipped')}: ${report.skipped
            .map((item) => translate(item.reason))
            .join(' ')}`}
        </Typography>
      )}
    </>
  );
}
