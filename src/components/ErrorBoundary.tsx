import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Before the children render again, e.g. to ask for a failed lazy chunk anew. */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Shows a message and a retry button instead of a render error of its children. The error
 * itself reaches the local error log through the root's onCaughtError (src/errorLog).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <ErrorFallback onRetry={this.retry} />;
    return this.props.children;
  }
}

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="error-boundary"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {translate('ra.page.error')}
    </Alert>
  );
}
