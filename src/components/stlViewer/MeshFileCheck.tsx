import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MeshCheck } from '../../domain/mesh/meshCheck';
import { MeshError } from '../../domain/mesh/types';
import { MeshCheckSummary } from './MeshCheckSummary';
import { checkMeshFile } from './meshWorker';

type CheckState =
  { file: File; check: MeshCheck } | { file: File; error: string } | { file?: undefined };

/**
 * The geometry check of a local file, for an upload form: runs `checkMeshFile` in the worker and
 * shows pass / warn with the figures, or why the file cannot be read. `onChecked` hands the
 * result to the form (e.g. to ask for confirmation on a warning).
 */
export function MeshFileCheck({
  file,
  onChecked,
}: {
  file: File;
  onChecked?: (check: MeshCheck) => void;
}) {
  const translate = useTranslate();
  const [state, setState] = useState<CheckState>({});

  useEffect(() => {
    let current = true;
    checkMeshFile(file).then(
      (check) => {
        if (!current) return;
        setState({ file, check });
        onChecked?.(check);
      },
      (error: unknown) => {
        if (current)
          setState({
            file,
            error: error instanceof MeshError ? error.key : 'app.viewer.error.corrupt',
          });
      },
    );
    return () => {
      current = false;
    };
    // A new callback identity is no reason to check the same file again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  if (state.file !== file || !('check' in state || 'error' in state)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="mesh-check-running">
        <CircularProgress aria-label={translate('ra.page.loading')} size={16} />
        <Typography variant="body2">{translate('app.viewer.check.running')}</Typography>
      </Box>
    );
  }
  if ('error' in state) {
    return (
      <Alert severity="error" data-testid="mesh-check-error">
        {translate(state.error)}
      </Alert>
    );
  }
  return <MeshCheckSummary check={state.check} />;
}
