import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Link,
  Slider,
  Switch,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../format/useFormatters';
import { MeshCheckSummary } from './MeshCheckSummary';
import { STANDALONE_LINK } from '../../theme/touchTargets';
import type { ModelState } from './types';

interface ModelRowProps {
  model: ModelState;
  onVisible: (visible: boolean) => void;
  onOpacity: (opacity: number) => void;
  onScanColors: (shown: boolean) => void;
}

/**
 * One file of the viewer: show/hide, opacity, the file's colours or its plain one, progress or
 * error, figures and check.
 */
export function ModelRow({ model, onVisible, onOpacity, onScanColors }: ModelRowProps) {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (
    <Box
      data-testid="stl-model"
      data-status={model.status}
      data-triangles={model.triangles}
      data-drawn-triangles={model.drawnTriangles}
      data-first-frame-ms={model.firstFrameMs?.toFixed(1)}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Checkbox
          size="small"
          checked={model.visible}
          disabled={model.status !== 'ready'}
          onChange={(event) => onVisible(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate('app.viewer.files.visible', model) } }}
          sx={{ color: model.color, '&.Mui-checked': { color: model.color } }}
        />
        <Typography variant="body2" noWrap title={model.name} sx={{ flex: 1, minWidth: 0 }}>
          {model.name}
        </Typography>
      </Box>
      {model.status === 'download' && <Progress model={model} />}
      {model.status === 'parse' && (
        <>
          <LinearProgress aria-label={translate('ra.page.loading')} />
          <Typography variant="caption">{translate('app.viewer.stage.parse')}</Typography>
        </>
      )}
      {model.status === 'error' && model.error && (
        <Alert severity="error" data-testid="stl-model-error" sx={{ mt: 0.5 }}>
          {translate(model.error.key, { status: model.error.status })}
        </Alert>
      )}
      {model.status === 'ready' && (
        <Box sx={{ pl: 1 }}>
          <Slider
            size="small"
            min={0.1}
            max={1}
            step={0.05}
            value={model.opacity}
            onChange={(_event, value) => onOpacity(value as number)}
            slotProps={{
              input: { 'aria-label': translate('app.viewer.files.opacity', model) },
            }}
          />
          {model.scanColors && (
            <FormControlLabel
              label={translate('app.viewer.files.scan_colors')}
              slotProps={{ typography: { variant: 'caption' } }}
              control={
                <Switch
                  size="small"
                  data-testid="stl-scan-colors"
                  checked={model.scanColors === 'shown'}
                  onChange={(event) => onScanColors(event.target.checked)}
                  slotProps={{
                    input: { 'aria-label': translate('app.viewer.files.scan_colors_of', model) },
                  }}
                />
              }
            />
          )}
          <Typography variant="caption" component="div">
            {translate('app.viewer.files.triangles', { count: number(model.triangles) })}
          </Typography>
          {model.drawnTriangles !== undefined && model.drawnTriangles !== model.triangles && (
            <Typography variant="caption" component="div" data-testid="stl-model-preview">
              {translate('app.viewer.files.preview', { count: number(model.drawnTriangles) })}
            </Typography>
          )}
          {model.size && (
            <Typography variant="caption" component="div" data-testid="stl-model-size">
              {translate('app.viewer.files.size', {
                x: number(model.size[0], 2),
                y: number(model.size[1], 2),
                z: number(model.size[2], 2),
              })}
            </Typography>
          )}
        </Box>
      )}
      {model.check && (
        <Box sx={{ mt: 1 }}>
          <MeshCheckSummary check={model.check} dense />
        </Box>
      )}
      {model.url && (
        <Link
          variant="caption"
          href={model.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="stl-link"
          sx={STANDALONE_LINK}
        >
          {translate('app.viewer.files.open')}
        </Link>
      )}
    </Box>
  );
}

function Progress({ model }: { model: ModelState }) {
  const translate = useTranslate();
  const { fileSize } = useFormatters();
  const percent = model.total ? Math.round((model.loaded / model.total) * 100) : undefined;
  return (
    <>
      <LinearProgress
        aria-label={translate('ra.page.loading')}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
      />
      <Typography variant="caption" data-testid="stl-progress">
        {percent === undefined
          ? translate('app.viewer.stage.download_unknown', { size: fileSize(model.loaded) })
          : translate('app.viewer.stage.download', { percent })}
      </Typography>
    </>
  );
}
