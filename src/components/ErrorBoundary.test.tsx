// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reactErrorHandlers, type ErrorInput } from '../errorLog';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Thrower() {
  if (broken) throw new Error('chunk failed');
  return <span>form</span>;
}

describe('ErrorBoundary', () => {
  it('shows a translated message instead of the error, logs it, and renders again on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged: ErrorInput[] = [];
    const onRetry = vi.fn(() => {
      broken = false;
    });
    function Page() {
      return (
        <div>
          <span>still here</span>
          <ErrorBoundary onRetry={onRetry}>
            <Thrower />
          </ErrorBoundary>
        </div>
      );
    }
    render(<Page />, {
      onCaughtError: reactErrorHandlers((entry) => logged.push(entry)).onCaughtError,
    });
    expect(screen.getByTestId('error-boundary')).toHaveTextContent('ra.page.error');
    expect(screen.getByText('still here')).toBeInTheDocument();
    expect(logged).toEqual([expect.objectContaining({ message: 'chunk failed' })]);
    fireEvent.click(screen.getByRole('button', { name: 'ra.action.refresh' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(screen.queryByTestId('error-boundary')).not.toBeInTheDocument();
  });
});
