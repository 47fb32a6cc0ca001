// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../tests/unit/renderInAdmin';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('shows while the browser is offline, and goes when the connection returns', async () => {
    renderInAdmin(<OfflineBanner />, { language: 'keys' });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toBe('app.chrome.offline.banner');
    act(() => onlineManager.setOnline(true));
    // Once its exit transition is over.
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('lies under the app bar, leaving its buttons and the bell in view (issue 40, point 13)', () => {
    renderInAdmin(<OfflineBanner />, { language: 'keys' });
    act(() => onlineManager.setOnline(false));
    expect(getComputedStyle(screen.getByTestId('offline-snackbar')).top).toBe('64px');
  });
});
