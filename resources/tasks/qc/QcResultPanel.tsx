import { Box, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { StlViewer } from '../../../src/components/stlViewer';
import { useFormatters } from '../../../src/components/useFormatters';
import type { QcInspection } from '../../../src/domain/qcReasons';
import { resolveHttpUrl } from '../../../src/domain/safeUrl';
import { TaskSection } from '../TaskSection';
import { useQcReasonLabels } from './useQcDictionary';

type Point3 = [number, number, number];

/**
 * The last inspection as the designer reads it: each reason with its category, severity and
 * text, the pinned ones numbered; the judged design in the viewer with those numbers, and a
 * click on a reason turns the camera to its pin.
 */
export function QcResultPanel({ task }: { task: DesignTask }) {
  const inspection = task.qcInspection;
  if (!inspection || inspection.reasons.length === 0) return null;
  return <InspectionView taskId={task.id} inspection={inspection} />;
}

function InspectionView({ taskId, inspection }: { taskId: string; inspection: QcInspection }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const labels = useQcReasonLabels();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [focus, setFocus] = useState<{ point: Point3; key: number }>();
  const history = useQuery({
    queryKey: ['cadHistory', taskId],
    queryFn: () => dataProvider.getCadHistory(taskId),
    retry: false,
  });
  const judged = history.data?.find((version) => version.version === inspection.version);
  const url = resolveHttpUrl(judged?.viewStlUrl ?? '', window.location.href);
  const pins: Point3[] = [];
  const numbers = inspection.reasons.map((reason) =>
    reason.pin ? pins.push(reason.pin) : undefined,
  );
  return (
    <TaskSection titleKey="app.qc.result.title" testId="qc-result">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`app.orders.status.${inspection.status}`)}
        {' · '}
        {translate('app.qc.result.inspector', {
          inspector: inspection.inspector,
          time: dateTime(inspection.time),
        })}
      </Typography>
      <List dense>
        {inspection.reasons.map((reason, index) => {
          const number = numbers[index];
          return (
            <ListItemButton
              key={index}
              data-testid="qc-reason"
              data-category={reason.category}
              disabled={!reason.pin}
              aria-label={number ? translate('app.qc.result.fly', { number }) : undefined}
              onClick={() => reason.pin && setFocus({ point: reason.pin, key: Date.now() })}
            >
              {number && <Chip size="small" color="error" label={number} sx={{ mr: 1 }} />}
              <ListItemText
                primary={`${labels[reason.category] ?? reason.category} · ${translate(`app.qc.severity.${reason.severity}`)}`}
                secondary={reason.text}
              />
            </ListItemButton>
          );
        })}
      </List>
      {url && (
        <Box sx={{ height: 420 }}>
          <StlViewer
            sources={[{ name: judged?.fileName || 'design.stl', url }]}
            pins={pins}
            focus={focus}
          />
        </Box>
      )}
    </TaskSection>
  );
}
