import { Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CadVersion } from '../../../dataProvider/wireTypes';

// The map, its worker glue and the viewer load only when someone asks for a comparison.
const DeviationView = lazy(() => import('./DeviationView'));

/**
 * Under the CAD history: pick a version and the one to measure it against (newest against the one
 * before, to start with), then compute the deviation map.
 */
export function DeviationPanel({ versions }: { versions: CadVersion[] }) {
  const translate = useTranslate();
  const [sourceId, setSourceId] = useState(versions[0]?.id ?? '');
  const [targetId, setTargetId] = useState(versions[1]?.id ?? '');
  const [pair, setPair] = useState<{ source: CadVersion; target: CadVersion }>();
  if (versions.length < 2) return null;
  const source = versions.find((version) => version.id === sourceId);
  const target = versions.find((version) => version.id === targetId);
  const same = sourceId === targetId;
  const picker = (id: string, label: string, value: string, onChange: (id: string) => void) => (
    <TextField
      id={id}
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      {versions.map((version) => (
        <MenuItem key={version.id} value={version.id}>
          {translate('app.orders.qc.deviation.versionOption', { version: version.version })}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box data-testid="deviation-panel" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.orders.qc.deviation.title')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ my: 1 }}
      >
        {picker('deviation-source', 'app.orders.qc.deviation.compare', sourceId, setSourceId)}
        {picker('deviation-target', 'app.orders.qc.deviation.against', targetId, setTargetId)}
        <Button
          variant="contained"
          disabled={same || !source || !target}
          onClick={() => source && target && setPair({ source, target })}
          data-testid="deviation-run"
        >
          {translate('app.orders.qc.deviation.run')}
        </Button>
      </Stack>
      {same && (
        <Typography variant="body2" color="error">
          {translate('app.orders.qc.deviation.same')}
        </Typography>
      )}
      {pair && (
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <DeviationView
            key={`${pair.source.id}:${pair.target.id}`}
            source={pair.source}
            target={pair.target}
          />
        </Suspense>
      )}
    </Box>
  );
}
