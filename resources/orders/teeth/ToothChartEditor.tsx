import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import {
  IMPLANT_TYPES,
  RESTORATION_TYPES,
  chartOf,
  chartProblem,
  toothLabel,
  type RestorationType,
  type ToothNotation,
} from '../../../src/domain/teeth';
import { useTaskAction } from '../shared/useTaskAction';
import { ToothArch } from './ToothArch';
import { archNeighbours, isJoined, withJoin, withType, withUnitFields } from './chartEdits';

interface EditorProps {
  task: DesignTask;
  notation: ToothNotation;
  onClose: () => void;
}

/** Staff change the chart: pick a tooth on the arch, set its restoration, joins and implant. */
export function ToothChartEditor({ task, notation, onClose }: EditorProps) {
  const translate = useTranslate();
  const { run, pending } = useTaskAction();
  const [chart, setChart] = useState(() => chartOf(task));
  const [selected, setSelected] = useState<number>();
  const problem = chartProblem(chart);
  const unit = chart.teeth.find((item) => item.toothNo === selected);
  const joinable =
    selected === undefined || !unit
      ? []
      : archNeighbours(selected).filter((tooth) =>
          chart.teeth.some((item) => item.toothNo === tooth),
        );
  const save = () =>
    void run((api) => api.saveTaskTeeth(task.id, chart), 'app.orders.teeth.editor.saved').then(
      (done) => done && onClose(),
    );
  const key = (name: string) => `app.orders.teeth.editor.${name}`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate(key('title'))}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(key('hint'))}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <ToothArch chart={chart} notation={notation} onSelect={setSelected} selected={selected} />
          <Stack spacing={2} sx={{ minWidth: 240 }} data-testid="tooth-editor-panel">
            <TextField
              size="small"
              label={translate('app.orders.teeth.shade')}
              value={chart.shade}
              onChange={(event) => setChart({ ...chart, shade: event.target.value })}
            />
            {selected !== undefined && (
              <>
                <Typography variant="subtitle2">
                  {translate(key('selected'), { tooth: toothLabel(selected, notation) })}
                </Typography>
                <TextField
                  select
                  size="small"
                  label={translate(key('type'))}
                  value={unit?.restorationType ?? ''}
                  onChange={(event) =>
                    setChart(withType(chart, selected, event.target.value as RestorationType | ''))
                  }
                >
                  <MenuItem value="">{translate(key('no_type'))}</MenuItem>
                  {RESTORATION_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {translate(`app.orders.teeth.types.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {joinable.map((neighbour) => (
                  <FormControlLabel
                    key={neighbour}
                    control={
                      <Checkbox
                        checked={isJoined(chart, selected, neighbour)}
                        onChange={(event) =>
                          setChart(withJoin(chart, selected, neighbour, event.target.checked))
                        }
                      />
                    }
                    label={translate(key('join_next'), { next: toothLabel(neighbour, notation) })}
                  />
                ))}
                {unit && IMPLANT_TYPES.includes(unit.restorationType) && (
                  <>
                    <TextField
                      size="small"
                      label={translate(key('implant_brand'))}
                      value={unit.implantBrand ?? ''}
                      onChange={(event) =>
                        setChart(
                          withUnitFields(chart, selected, { implantBrand: event.target.value }),
                        )
                      }
                    />
                    <TextField
                      size="small"
                      label={translate(key('interface_size'))}
                      value={unit.interfaceSize ?? ''}
                      onChange={(event) =>
                        setChart(
                          withUnitFields(chart, selected, { interfaceSize: event.target.value }),
                        )
                      }
                    />
                  </>
                )}
              </>
            )}
            {problem && <Alert severity="warning">{translate(problem)}</Alert>}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(key('cancel'))}</Button>
        <Button variant="contained" disabled={pending || Boolean(problem)} onClick={save}>
          {translate(key('save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
