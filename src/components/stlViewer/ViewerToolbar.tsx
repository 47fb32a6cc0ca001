import CameraAltIcon from '@mui/icons-material/CameraAlt';
import GridOnIcon from '@mui/icons-material/GridOn';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SpeedIcon from '@mui/icons-material/Speed';
import StraightenIcon from '@mui/icons-material/Straighten';
import {
  Box,
  Button,
  ButtonGroup,
  IconButton,
  MenuItem,
  Select,
  Slider,
  ToggleButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { STANDARD_VIEWS } from './views';
import type { StandardView } from './views';
import type { SectionAxis } from './viewerScene';
import { useFormatters } from '../../format/useFormatters';

export interface ToolState {
  wireframe: boolean;
  /** Draw a decimated preview of large files (small screens start with it). */
  preview: boolean;
  measuring: boolean;
  /** Points picked so far (0-2) and the distance once there are two. */
  measure: { points: number; distance?: number };
  section: { axis?: SectionAxis; fraction: number };
}

interface ViewerToolbarProps {
  tools: ToolState;
  disabled: boolean;
  onChange: (change: Partial<ToolState>) => void;
  onView: (view: StandardView | 'reset') => void;
  onScreenshot: () => void;
}

/**
 * On a phone the five standard views take two lines rather than run off the screen or cut a word
 * ("OCCLU|SAL", issue 40); each keeps its name on one line.
 */
const STANDARD_VIEWS_SX = {
  flexWrap: 'wrap',
  maxWidth: '100%',
  '& .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;

/** Reset and standard views, wireframe, measurement, section plane, screenshot. */
export function ViewerToolbar({
  tools,
  disabled,
  onChange,
  onView,
  onScreenshot,
}: ViewerToolbarProps) {
  const translate = useTranslate();
  return (
    <Box
      role="toolbar"
      aria-label={translate('app.viewer.tools.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1 }}
    >
      <Tooltip title={translate('app.viewer.tools.reset')}>
        <span>
          <IconButton
            aria-label={translate('app.viewer.tools.reset')}
            disabled={disabled}
            onClick={() => onView('reset')}
          >
            <RestartAltIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ButtonGroup
        size="small"
        aria-label={translate('app.viewer.tools.view')}
        disabled={disabled}
        sx={STANDARD_VIEWS_SX}
      >
        {STANDARD_VIEWS.map((view) => (
          <Button key={view} onClick={() => onView(view)}>
            {translate(`app.viewer.tools.views.${view}`)}
          </Button>
        ))}
      </ButtonGroup>
      <Tooltip title={translate('app.viewer.tools.wireframe')}>
        <ToggleButton
          size="small"
          value="wireframe"
          aria-label={translate('app.viewer.tools.wireframe')}
          selected={tools.wireframe}
          onChange={() => onChange({ wireframe: !tools.wireframe })}
          data-testid="stl-wireframe"
        >
          <GridOnIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={translate('app.viewer.tools.preview')}>
        <ToggleButton
          size="small"
          value="preview"
          aria-label={translate('app.viewer.tools.preview')}
          selected={tools.preview}
          onChange={() => onChange({ preview: !tools.preview })}
          data-testid="stl-preview"
        >
          <SpeedIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={translate('app.viewer.tools.measure')}>
        <ToggleButton
          size="small"
          value="measure"
          aria-label={translate('app.viewer.tools.measure')}
          selected={tools.measuring}
          disabled={disabled}
          onChange={() => onChange({ measuring: !tools.measuring })}
          data-testid="stl-measure"
        >
          <StraightenIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
      {tools.measuring && <MeasureReadout measure={tools.measure} />}
      <Select
        size="small"
        value={tools.section.axis ?? 'off'}
        disabled={disabled}
        inputProps={{ 'aria-label': translate('app.viewer.tools.section') }}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            section: {
              ...tools.section,
              axis: value === 'off' ? undefined : (value as SectionAxis),
            },
          });
        }}
        data-testid="stl-section-axis"
      >
        <MenuItem value="off">{translate('app.viewer.tools.section_off')}</MenuItem>
        {(['x', 'y', 'z'] as const).map((axis) => (
          <MenuItem key={axis} value={axis}>
            {translate('app.viewer.tools.section_axis', { axis: axis.toUpperCase() })}
          </MenuItem>
        ))}
      </Select>
      {tools.section.axis && (
        <Slider
          size="small"
          min={0}
          max={1}
          step={0.01}
          value={tools.section.fraction}
          onChange={(_event, value) =>
            onChange({ section: { ...tools.section, fraction: value as number } })
          }
          slotProps={{ input: { 'aria-label': translate('app.viewer.tools.section_position') } }}
          sx={{ width: 140 }}
        />
      )}
      <Tooltip title={translate('app.viewer.tools.screenshot')}>
        <span>
          <IconButton
            aria-label={translate('app.viewer.tools.screenshot')}
            disabled={disabled}
            onClick={onScreenshot}
            data-testid="stl-screenshot"
          >
            <CameraAltIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

function MeasureReadout({ measure }: { measure: ToolState['measure'] }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const text =
    measure.distance !== undefined
      ? translate('app.viewer.tools.distance', { mm: number(measure.distance, 2) })
      : translate(
          measure.points === 1
            ? 'app.viewer.tools.measure_second'
            : 'app.viewer.tools.measure_hint',
        );
  return (
    <Typography variant="body2" data-testid="stl-distance" aria-live="polite">
      {text}
    </Typography>
  );
}
