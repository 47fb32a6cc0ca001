import { Box, CircularProgress, Typography } from '@mui/material';
import { Suspense, lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { StlViewerProps } from './StlViewer';

const LazyTarget = lazy(() => import('./StlViewer'));

/**
 * The 3D viewer, loaded on first use (three.js lives in its own chunk). Props: `sources`, a list
 * of `{ name, url?, file? }` (URL to download, or a local File before upload), and an optional
 * CSS `height`. See StlViewer.tsx for the tools it offers.
 */
export function StlViewer(props: StlViewerProps) {
  return (
    <Suspense fallback={<ViewerFallback />}>
      <LazyTarget {...props} />
    </Suspense>
  );
}

function ViewerFallback() {
  const translate = useTranslate();
  return (
    <Box
      data-testid="stl-viewer-loading"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4 }}
    >
      <CircularProgress aria-label={translate('ra.page.loading')} size={24} />
      <Typography>{translate('app.viewer.loading')}</Typography>
    </Box>
  );
}
