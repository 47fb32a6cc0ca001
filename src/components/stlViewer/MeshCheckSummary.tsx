import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reasonValues } from '../../domain/mesh/meshCheck';
import type { MeshCheck } from '../../domain/mesh/meshCheck';
import { useFormatters } from '../../format/useFormatters';

/** The geometry check as pass (green) or warn (orange) with its figures and reasons. */
export function MeshCheckSummary({ check, dense }: { check: MeshCheck; dense?: boolean }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const values = Object.fromEntries(
    Object.entries(reasonValues(check)).map(([key, value]) => [key, number(value)]),
  );
  const rows: [string, string][] = [
    ['triangles', number(check.triangles)],
    ['watertight', translate(check.watertight ? 'app.viewer.check.yes' : 'app.viewer.check.no')],
    ['open_edges', number(check.openEdges)],
    ['non_manifold', number(check.nonManifoldEdges)],
    ['degenerate', number(check.degenerate)],
    ['inconsistent_edges', number(check.inconsistentEdges)],
    ['inverted_shells', number(check.invertedShells)],
    [
      'size',
      translate('app.viewer.files.size', {
        x: number(check.sizeMm[0], 2),
        y: number(check.sizeMm[1], 2),
        z: number(check.sizeMm[2], 2),
      }),
    ],
  ];
  return (
    <Alert
      severity={check.verdict === 'pass' ? 'success' : 'warning'}
      data-testid="mesh-check"
      data-verdict={check.verdict}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{translate(`app.viewer.check.${check.verdict}`)}</AlertTitle>
      {check.reasons.map((reason) => (
        <Typography key={reason} variant="body2" data-testid="mesh-check-reason">
          {translate(reason, values)}
        </Typography>
      ))}
      {!dense && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mt: 1 }}
        >
          {rows.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`app.viewer.check.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Alert>
  );
}
