import type { ErrorInfo } from 'react';
import { describeError, type ErrorInput } from './errorLogStore';

type Record = (input: ErrorInput) => void;

/** Chromium's notice about a resize loop is not an application error. */
const BENIGN = /^ResizeObserver loop/;

/** Stores uncaught errors and unhandled promise rejections of the page; returns the uninstaller. */
export function installErrorCapture(target: Window, record: Record): () => void {
  const onError = (event: ErrorEvent) => {
    const message = event.error instanceof Error ? event.error.message : event.message;
    if (BENIGN.test(message ?? '')) return;
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'error';
    record(describeError(event.error ?? event.message, where));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    record(describeError(event.reason, 'unhandledrejection'));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * createRoot options: render errors, caught by an error boundary (react-admin's layout) or
 * not, are stored with their component stack, and still printed as React would.
 */
export function reactErrorHandlers(record: Record) {
  const handle = (error: unknown, errorInfo: Pick<ErrorInfo, 'componentStack'>) => {
    record(describeError(error, errorInfo.componentStack?.trim() ?? ''));
    console.error(error);
  };
  return { onCaughtError: handle, onUncaughtError: handle };
}
