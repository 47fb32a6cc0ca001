import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChunkLoadError } from './loadWithin';
import { reloadPage } from './reloadPage';

interface ChunkBoundaryProps {
  children: ReactNode;
}

interface ChunkBoundaryState {
  error: unknown;
}

/**
 * Around a lazy route: a chunk that failed or timed out shows a message and a reload button
 * instead of a blank area. Any other render error is passed on to the boundary above.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ChunkBoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) return <ChunkFailure reason={error.reason} />;
    // Not ours: thrown from here, it reaches the next boundary up.
    if (error !== undefined) throw error;
    return this.props.children;
  }
}

function ChunkFailure({ reason }: { reason: ChunkLoadError['reason'] }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="chunk-failure"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={reloadPage}>
          {translate('app.entry.reload')}
        </Button>
      }
    >
      {translate(reason === 'timeout' ? 'app.entry.chunk_timeout' : 'app.entry.chunk_failed')}
    </Alert>
  );
}
