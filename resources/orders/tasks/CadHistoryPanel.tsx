import { safeFileHref } from '../shared/taskLinks';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/types';
import type { CadVersion } from '../../../dataProvider/wireTypes';
import { useFormatters } from '../../../src/format/useFormatters';
import { useNotifyError } from '../../../src/notify/useNotifyError';
import { DeviationPanel } from '../deviation/DeviationPanel';
import { FileLinks } from './FileTable';
import { useQcReasonTitle } from '../qc/useQcDictionary';
import { TaskSection } from '../shared/TaskSection';
import { ordersQueries } from '../queries';
import { StlPreviewDialog } from '../../../src/components/stlViewer';
import { VersionCheckChip } from '../designCheck/VersionCheckChip';

/** Every submitted CAD version with its inspection result, newest first; two compared by a map. */
export function CadHistoryPanel({ taskId }: { taskId: string }) {
  const translate = useTranslate();
  const { zonedDateTime } = useFormatters();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const history = useQuery({
    ...ordersQueries.cadHistory(dataProvider, taskId),
    retry: false,
  });
  useNotifyError(history.error);
  const versions = history.data ?? [];
  // The version whose pins are open on its own design (a returned version keeps them).
  const [pinned, setPinned] = useState<CadVersion>();
  return (
    <TaskSection titleKey="app.orders.detail.cad_history" testId="cad-history">
      {versions.length === 0 ? (
        <Typography variant="body2">{translate('app.orders.detail.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.orders.detail.version')}</TableCell>
              <TableCell>{translate('app.orders.detail.submit_time')}</TableCell>
              <TableCell>{translate('app.orders.detail.qc_result')}</TableCell>
              <TableCell>{translate('app.orders.detail.file_name')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((version) => (
              <TableRow key={version.id} data-testid="cad-version">
                <TableCell>
                  {translate('app.orders.detail.version_n', { version: version.version })}
                </TableCell>
                <TableCell>{zonedDateTime(version.submitTime)}</TableCell>
                <TableCell data-testid="cad-version-result">
                  <VersionResult version={version} onShowPins={() => setPinned(version)} />
                </TableCell>
                <TableCell>
                  {version.fileName}
                  <FileLinks link={version.link} stl={version.viewStlUrl} name={version.fileName} />
                  <VersionCheckChip version={version} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {versions.length > 1 && <DeviationPanel key={versions[0].id} versions={versions} />}
      <StlPreviewDialog
        open={pinned !== undefined}
        onClose={() => setPinned(undefined)}
        sources={pinnedDesign(pinned)}
        pins={pinsOf(pinned)}
      />
    </TaskSection>
  );
}

/**
 * A version's verdict and, when it was inspected with structured reasons, each of them; the
 * pinned ones numbered as on the design, which a button opens with those pins.
 */
function VersionResult({ version, onShowPins }: { version: CadVersion; onShowPins: () => void }) {
  const translate = useTranslate();
  const reasonTitle = useQcReasonTitle();
  const verdict = version.qcStatus
    ? translate(`app.orders.status.${version.qcStatus}`)
    : translate('app.orders.detail.not_inspected');
  const reasons = version.qcInspection?.reasons ?? [];
  if (reasons.length === 0) {
    return (
      <>{version.qcReasons.length > 0 ? `${verdict} · ${version.qcReasons.join('；')}` : verdict}</>
    );
  }
  let pinCount = 0;
  return (
    <>
      {verdict}
      {reasons.map((reason, index) => (
        <Typography key={index} variant="body2" component="div">
          {reason.pin && (
            <Chip
              size="small"
              color="error"
              label={++pinCount}
              data-testid="cad-version-pin"
              sx={{ mr: 1 }}
            />
          )}
          <span data-testid="cad-version-reason">
            {reason.text ? `${reasonTitle(reason)}: ${reason.text}` : reasonTitle(reason)}
          </span>
        </Typography>
      ))}
      {pinCount > 0 && (
        <Button size="small" onClick={onShowPins} data-testid="cad-version-show-pins">
          {translate('app.orders.qc.result.showDesign')}
        </Button>
      )}
    </>
  );
}

function pinsOf(version: CadVersion | undefined) {
  return (version?.qcInspection?.reasons ?? []).flatMap((reason) =>
    reason.pin ? [reason.pin] : [],
  );
}

function pinnedDesign(version: CadVersion | undefined) {
  const url = safeFileHref(version?.viewStlUrl ?? '', window.location.origin);
  return version && url ? [{ name: version.fileName, url }] : [];
}
