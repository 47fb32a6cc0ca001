import { Alert, Box, LinearProgress, Slider, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../../src/format/useFormatters';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import { StlViewer } from '../../../src/components/stlViewer';
import { deviationColors, deviationRange } from '../../../src/domain/mesh/deviationColors';
import { DEVIATION_PERCENTILES, deviationFigures } from '../../../src/domain/mesh/deviationFigures';
import type { DeviationFigures } from '../../../src/domain/mesh/deviationFigures';
import { resolveHttpUrl } from '../../../src/domain/safeUrl';
import { DeviationLegend } from './DeviationLegend';
import { useDeviation } from './useDeviation';
import type { DeviationFile, DeviationState } from './useDeviation';

const DEFAULT_TOLERANCE = 0.05;

/**
 * The deviation map of one design version against another (lazy target): `source` coloured by its
 * signed distance to `target`, the legend in mm, a tolerance slider and the figures.
 */
export default function DeviationView({
  source,
  target,
}: {
  source: CadVersion;
  target: CadVersion;
}) {
  const translate = useTranslate();
  const sourceFile = fileOf(source);
  const targetFile = fileOf(target);
  if (!sourceFile || !targetFile) {
    return <Alert severity="error">{translate('app.orders.qc.deviation.failed')}</Alert>;
  }
  return <DeviationMap source={sourceFile} target={targetFile} />;
}

function DeviationMap({ source, target }: { source: DeviationFile; target: DeviationFile }) {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const state = useDeviation(source, target);
  const [tolerance, setTolerance] = useState(DEFAULT_TOLERANCE);
  const { distances, ids, weights } = state;
  const figures = useMemo(
    () => (distances && weights ? deviationFigures(distances, weights, tolerance) : undefined),
    [distances, weights, tolerance],
  );
  const range = deviationRange(figures?.max ?? 0, tolerance);
  const colors = useMemo(
    () =>
      distances && ids
        ? { model: 0, colors: deviationColors(distances, ids, tolerance, range) }
        : undefined,
    [distances, ids, tolerance, range],
  );
  const sources = useMemo(() => [{ name: source.name, url: source.url }], [source]);
  return (
    <Box data-testid="deviation-view" data-phase={state.phase} sx={{ mt: 2 }}>
      <DeviationStatus state={state} />
      <Typography variant="body2" id="deviation-tolerance">
        {translate('app.orders.qc.deviation.tolerance', { value: decimal(tolerance, 2) })}
      </Typography>
      <Slider
        aria-labelledby="deviation-tolerance"
        value={tolerance}
        min={0.01}
        max={0.5}
        step={0.01}
        onChange={(_, value) => setTolerance(value as number)}
        sx={{ maxWidth: 360 }}
      />
      {figures && <FigureRow figures={figures} final={state.phase === 'done'} />}
      <DeviationLegend tolerance={tolerance} range={range} />
      <Box sx={{ height: 420 }}>
        {/* The colours are per vertex of the whole file: never a preview here. */}
        <StlViewer sources={sources} colors={colors} preview={false} />
      </Box>
    </Box>
  );
}

function DeviationStatus({ state }: { state: DeviationState }) {
  const translate = useTranslate();
  if (state.phase === 'error') {
    return <Alert severity="error">{translate('app.orders.qc.deviation.failed')}</Alert>;
  }
  if (state.phase === 'done') {
    return <Typography variant="body2">{translate('app.orders.qc.deviation.full')}</Typography>;
  }
  const percent = state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;
  const text =
    state.phase === 'loading'
      ? translate('app.orders.qc.deviation.loading')
      : state.distances
        ? `${translate('app.orders.qc.deviation.coarse')} ${translate('app.orders.qc.deviation.progress', { percent })}`
        : translate('app.orders.qc.deviation.progress', { percent });
  return (
    <Box data-testid="deviation-progress">
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        aria-label={translate('ra.page.loading')}
        variant={state.phase === 'loading' ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Box>
  );
}

function FigureRow({ figures, final }: { figures: DeviationFigures; final: boolean }) {
  const translate = useTranslate();
  const { decimal } = useFormatters();
  const mm = (value: number) => decimal(value, 3);
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={2}
      data-testid="deviation-figures"
      data-final={final}
      data-max={figures.max}
      data-mean={figures.mean}
      data-rms={figures.rms}
      data-within={figures.withinTolerance}
      data-p50={figures.p50}
      data-p90={figures.p90}
      data-p99={figures.p99}
    >
      <Typography variant="body2">
        {translate('app.orders.qc.deviation.max', { value: mm(figures.max) })}
      </Typography>
      <Typography variant="body2">
        {translate('app.orders.qc.deviation.mean', { value: mm(figures.mean) })}
      </Typography>
      <Typography variant="body2">
        {translate('app.orders.qc.deviation.rms', { value: mm(figures.rms) })}
      </Typography>
      {DEVIATION_PERCENTILES.map((p) => (
        <Typography key={p} variant="body2" data-testid={`deviation-p${p}`}>
          {translate('app.orders.qc.deviation.percentile', { p, value: mm(figures[`p${p}`]) })}
        </Typography>
      ))}
      <Typography variant="body2">
        {translate('app.orders.qc.deviation.within', {
          value: decimal(figures.withinTolerance * 100, 1),
        })}
      </Typography>
    </Stack>
  );
}

function fileOf(version: CadVersion): DeviationFile | undefined {
  const url = resolveHttpUrl(version.viewStlUrl, window.location.href);
  return url ? { url, name: version.fileName || 'design.stl' } : undefined;
}
