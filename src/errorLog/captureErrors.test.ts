import { describe, expect, it, vi } from 'vitest';
import { installErrorCapture, reactErrorHandlers } from './captureErrors';

function fakeWindow() {
  const target = new EventTarget();
  return target as unknown as Window;
}

function errorEvent(init: { error?: unknown; message: string; filename?: string }) {
  return Object.assign(new Event('error'), { lineno: 3, colno: 7, filename: '', ...init });
}

describe('installErrorCapture', () => {
  it('records uncaught errors and unhandled rejections until uninstalled', () => {
    const target = fakeWindow();
    const record = vi.fn();
    const uninstall = installErrorCapture(target, record);
    const error = new Error('boom');

    target.dispatchEvent(
      errorEvent({ error, message: 'Uncaught Error: boom', filename: 'app.js' }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(record.mock.calls).toEqual([
      [{ message: 'boom', stack: error.stack, info: 'app.js:3:7' }],
      [{ message: 'nope', info: 'unhandledrejection' }],
    ]);

    uninstall();
    target.dispatchEvent(errorEvent({ error, message: 'again' }));
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('leaves out Chromium’s resize-loop notice', () => {
    const target = fakeWindow();
    const record = vi.fn();
    installErrorCapture(target, record);
    target.dispatchEvent(
      errorEvent({ message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    expect(record).not.toHaveBeenCalled();
  });
});

describe('reactErrorHandlers', () => {
  it('records render errors with their component stack and still prints them', () => {
    const record = vi.fn();
    const print = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onCaughtError, onUncaughtError } = reactErrorHandlers(record);
    const error = new Error('render failed');
    onCaughtError(error, { componentStack: '\n    at Broken\n    at Layout' });
    onUncaughtError('bad', { componentStack: undefined });
    expect(record.mock.calls).toEqual([
      [{ message: 'render failed', stack: error.stack, info: 'at Broken\n    at Layout' }],
      [{ message: 'bad', info: '' }],
    ]);
    expect(print).toHaveBeenCalledTimes(2);
    print.mockRestore();
  });
});
