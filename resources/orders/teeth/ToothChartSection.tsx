import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { isStaff } from '../../../src/domain/roles';
import { chartEditable, chartOf, listedTeeth, type ToothUnit } from '../../../src/domain/teeth';
import { TaskSection } from '../shared/TaskSection';
import { NotationSwitch } from './NotationSwitch';
import { ToothArch } from './ToothArch';
import { ToothChartEditor } from './ToothChartEditor';
import { ToothLegend } from './ToothLegend';
import { useChartWords } from './useChartWords';
import { useToothNotation } from './useToothNotation';

/** The order's tooth chart on the detail: the arch, its units in words, the shade; staff edit it. */
export function ToothChartSection({ task }: { task: DesignTask }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { notation } = useToothNotation();
  const { summary, unitName } = useChartWords(notation);
  const [editing, setEditing] = useState(false);
  const chart = chartOf(task);
  const labelled = (key: string) => translate('app.orders.labelled', { label: translate(key) });
  const implantText = (unit: ToothUnit) =>
    unit.implantBrand || unit.interfaceSize
      ? ` (${translate('app.orders.teeth.implant', { brand: unit.implantBrand ?? '', size: unit.interfaceSize ?? '' })})`
      : '';
  return (
    <TaskSection titleKey="app.orders.teeth.title" testId="tooth-chart">
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Typography variant="body1" fontWeight="medium" data-testid="tooth-chart-summary">
          {summary(chart)}
        </Typography>
        {chart.shade && (
          <Typography variant="body2" data-testid="tooth-chart-shade">
            {`${labelled('app.orders.teeth.shade')}${chart.shade}`}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <NotationSwitch />
        {isStaff(identity?.roleName) && chartEditable(task) && (
          <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
            {translate('app.orders.teeth.editor.open')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 1 }}>
        <ToothArch chart={chart} notation={notation} />
        <Box>
          <Box component="ul" sx={{ pl: 2, mt: 0 }} data-testid="tooth-units">
            {listedTeeth(chart, notation).map((unit) => (
              <li key={unit.toothNo}>
                <Typography variant="body2">
                  {`${unitName(unit)}${implantText(unit)}${unit.shade ? ` · ${unit.shade}` : ''}`}
                </Typography>
              </li>
            ))}
          </Box>
          <ToothLegend />
        </Box>
      </Stack>
      {editing && (
        <ToothChartEditor task={task} notation={notation} onClose={() => setEditing(false)} />
      )}
    </TaskSection>
  );
}
