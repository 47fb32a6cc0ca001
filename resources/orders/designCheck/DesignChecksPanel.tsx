import { Alert, Box, CircularProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignTask } from '../../../dataProvider/wireTypes';
import { useTextCounter } from '../../../src/forms/textLimit';
import { TaskSection } from '../shared/TaskSection';
import { designSpecOf } from '../../../src/domain/designSpec';
import { CheckResultsTable } from './CheckResultsTable';
import { DesignCheckMap } from './DesignCheckMap';
import { useDesignCheck } from './useDesignCheck';
import { useJustification } from './useJustification';

/**
 * The design measured against the order as soon as its CAD file is registered (issue 37): each
 * check's figure and verdict; below the material's limit the submit is blocked, short of the
 * order a one-line justification goes with it to the inspector. Nothing when the order names no
 * material or has no CAD file yet. With `withMap` (the upload page) the design in the viewer,
 * coloured by the check chosen. There, where the designer uploads, the checks get ready before the
 * design arrives; `localFiles` (the upload page's, by registered id) are read from their disk.
 */
export function DesignChecksPanel({
  task,
  editable,
  withMap = false,
  localFiles,
}: {
  task: DesignTask;
  editable: boolean;
  withMap?: boolean;
  localFiles?: Readonly<Record<string, File>>;
}) {
  const translate = useTranslate();
  // Ready before the design where designs arrive: the upload page (not every detail visit).
  const check = useDesignCheck(task, { localFiles, prepare: editable && withMap });
  const justification = useJustification(task.id);
  const counter = useTextCounter('designJustification', justification.text);
  if (!check.measurable) return null;
  const report = check.data;
  const spec = designSpecOf(task);
  const design = check.design;
  // One map in one place: its first look while measuring, then the report's (the choice stays).
  const shownMaps = report && !check.isFetching ? report.maps : check.firstLook;
  return (
    <TaskSection titleKey="app.design_check.panel.title" testId="design-checks">
      {check.isFetching && (
        <Box
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          data-testid="design-check-measuring"
        >
          <CircularProgress size={18} aria-label={translate('app.design_check.panel.measuring')} />
          {translate('app.design_check.panel.measuring')}
        </Box>
      )}
      {check.error && (
        <Alert severity="warning" data-testid="design-check-failed">
          {translate('app.design_check.panel.failed', { message: check.error.message })}
        </Alert>
      )}
      {report && !check.isFetching && (
        <Box
          sx={{ display: 'grid', gap: 1 }}
          data-testid="design-check-report"
          data-verdict={report.verdict}
        >
          {report.verdict === 'hard' && (
            <Alert severity="error" data-testid="design-check-blocked">
              {translate('app.design_check.panel.blocked')}
            </Alert>
          )}
          {report.verdict === 'soft' && (
            <Alert severity="warning">{translate('app.design_check.panel.soft')}</Alert>
          )}
          {report.verdict === 'pass' && (
            <Alert severity="success">{translate('app.design_check.panel.passed')}</Alert>
          )}
          <CheckResultsTable report={report} />
        </Box>
      )}
      {withMap && spec && design && shownMaps && (
        <DesignCheckMap
          maps={shownMaps}
          firstLook={shownMaps === check.firstLook}
          spec={spec}
          design={{
            url: new URL(design.link, window.location.href).href,
            name: design.originalName,
          }}
        />
      )}
      {report && !check.isFetching && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {report.verdict === 'soft' && (
            <TextField
              id="design-check-justification"
              label={translate('app.design_check.panel.justification')}
              value={justification.text}
              onChange={(event) => justification.setText(event.target.value)}
              disabled={!editable}
              required
              fullWidth
              {...counter}
            />
          )}
        </Box>
      )}
    </TaskSection>
  );
}
