import { safeFileHref } from '../shared/taskLinks';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { StlViewer } from '../../../src/components/stlViewer';
import { useFormatters } from '../../../src/format/useFormatters';
import type { QcInspection } from '../../../src/domain/qcReasons';
import { useQcReasonTitle } from './useQcDictionary';
import { ordersQueries } from '../queries';
import { PinMeasurementLine } from './PinMeasurementLine';
import { QcAppealDialog } from './QcAppealDialog';

type Point3 = [number, number, number];

/**
 * One inspection as the designer reads it: each reason with its category, severity and text,
 * the pinned ones numbered; the judged design in the (lazy) viewer with those numbers, and a
 * click on a reason turns the camera to its pin. `viewer="onDemand"` keeps the viewer closed
 * until asked for (a list of cards must not open one WebGL context per order).
 */
export function QcInspectionView(props: {
  taskId: string;
  inspection: QcInspection;
  viewer: 'open' | 'onDemand';
  height?: number;
  /** The designer's order: a reason whose value at the pin meets the order can be appealed. */
  appealOrderNo?: string;
}) {
  const { taskId, inspection } = props;
  const translate = useTranslate();
  const { zonedDateTime } = useFormatters();
  const reasonTitle = useQcReasonTitle();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [viewerOpen, setViewerOpen] = useState(props.viewer === 'open');
  const [focus, setFocus] = useState<{ point: Point3; key: number }>();
  const [appealing, setAppealing] = useState<number>();
  const pins: Point3[] = [];
  const numbers = inspection.reasons.map((reason) =>
    reason.pin ? pins.push(reason.pin) : undefined,
  );
  const history = useQuery({
    ...ordersQueries.cadHistory(dataProvider, taskId),
    retry: false,
    enabled: viewerOpen && pins.length > 0,
  });
  const judged = history.data?.find((version) => version.version === inspection.version);
  const url = safeFileHref(judged?.viewStlUrl ?? '', window.location.origin);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`app.orders.status.${inspection.status}`)}
        {' · '}
        {translate('app.orders.qc.result.inspector', {
          inspector: inspection.inspector,
          time: zonedDateTime(inspection.time),
        })}
      </Typography>
      <List dense>
        {inspection.reasons.map((reason, index) => {
          const number = numbers[index];
          const flyTo = (point: Point3) => {
            setViewerOpen(true);
            setFocus({ point, key: Date.now() });
          };
          const text = <ListItemText primary={reasonTitle(reason)} secondary={reason.text} />;
          // A reason without a pin is read, not clicked: a plain row, never a greyed button.
          const measuredLine = reason.measured && (
            <PinMeasurementLine
              measured={reason.measured}
              onAppeal={props.appealOrderNo ? () => setAppealing(index) : undefined}
            />
          );
          if (!reason.pin || !number) {
            return (
              <Fragment key={index}>
                <ListItem data-testid="qc-reason" data-category={reason.category}>
                  {text}
                </ListItem>
                {measuredLine}
              </Fragment>
            );
          }
          const pin = reason.pin;
          return (
            <Fragment key={index}>
              <ListItemButton
                data-testid="qc-reason"
                data-category={reason.category}
                aria-label={translate('app.orders.qc.result.fly', { number })}
                onClick={() => flyTo(pin)}
              >
                <Chip size="small" color="error" label={number} sx={{ mr: 1 }} />
                {text}
              </ListItemButton>
              {measuredLine}
            </Fragment>
          );
        })}
      </List>
      {props.appealOrderNo && appealing !== undefined && (
        <QcAppealDialog
          taskId={taskId}
          orderNo={props.appealOrderNo}
          reason={inspection.reasons[appealing]}
          index={appealing}
          onClose={() => setAppealing(undefined)}
        />
      )}
      {pins.length > 0 && !viewerOpen && (
        <Button size="small" onClick={() => setViewerOpen(true)} data-testid="qc-show-design">
          {translate('app.orders.qc.result.showDesign')}
        </Button>
      )}
      {viewerOpen && url && pins.length > 0 && (
        <Box sx={{ height: props.height ?? 420 }}>
          <StlViewer
            sources={[{ name: judged?.fileName || 'design.stl', url }]}
            pins={pins}
            focus={focus}
          />
        </Box>
      )}
    </>
  );
}
