// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('shows while the browser is offline, and goes when the connection returns', async () => {
    render(
      <CoreAdminContext store={memoryStore()}>
        <OfflineBanner />
      </CoreAdminContext>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toBe('app.chrome.offline.banner');
    act(() => onlineManager.setOnline(true));
    // Once its exit transition is over.
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });
});
