// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledCatalogs } from '../../../i18n/bundledCatalogs';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import type { Language } from '../../../i18n/languages';
import { ErrorBoundary } from '../ErrorBoundary';
import { lazyPage } from './lazyPage';
import { lazyView } from './lazyView';
import { CHUNK_TIMEOUT_MS } from './loadWithin';
import { preloadable } from './preloadable';
import { reloadPage } from './reloadPage';

vi.mock('./reloadPage', () => ({ reloadPage: vi.fn() }));

function renderIn(language: Language, View: () => React.ReactElement | null) {
  const i18n = createI18nProvider({
    initialLanguage: language,
    catalogs: bundledCatalogs,
    onLanguageChange: () => {},
  });
  return render(
    <I18nContext.Provider value={i18n}>
      <p>still here</p>
      <View />
    </I18nContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('lazy routes', () => {
  it('render the page once its chunk arrives, with its path and title known before', async () => {
    const Page = lazyPage({ path: '/order/x', titleKey: 'app.x' }, async () => () => (
      <h1>loaded</h1>
    ));
    expect(Page.path).toBe('/order/x');
    expect(Page.titleKey).toBe('app.x');
    renderIn('en', Page);
    expect(await screen.findByRole('heading', { name: 'loaded' })).toBeInTheDocument();
  });

  it('show a message in the user language and a reload button when the chunk fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const View = lazyView(() => Promise.reject(new TypeError('Failed to fetch dynamically')));
    renderIn('tr', View);
    const alert = await screen.findByTestId('chunk-failure');
    expect(alert).toHaveTextContent(
      'Bu sayfa yüklenemedi. Bağlantınızı kontrol edip yeniden yükleyin.',
    );
    expect(screen.getByText('still here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeniden yükle' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('give up on a chunk that hangs for longer than 120 s (SPEC §8), not before', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const View = lazyView(() => new Promise<() => null>(() => {}));
    renderIn('zh', View);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    });
    expect(screen.queryByTestId('chunk-failure')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId('chunk-failure')).toHaveTextContent(
      '页面加载超时，请检查网络后重新加载。',
    );
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('pass a render error that is not a chunk failure on to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const View = lazyView(async () => () => {
      throw new Error('page bug');
    });
    renderIn('en', () => (
      <ErrorBoundary>
        <View />
      </ErrorBoundary>
    ));
    expect(await screen.findByTestId('error-boundary')).toBeInTheDocument();
    expect(screen.queryByTestId('chunk-failure')).not.toBeInTheDocument();
  });

  it('render a page whose code was preloaded in the first render, without suspending', async () => {
    const load = vi.fn(async () => () => <h1>preloaded</h1>);
    const Page = lazyPage({ path: '/order/y', titleKey: 'app.y' }, load);
    Page.preload?.();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await act(async () => undefined);
    renderIn('en', Page);
    // Not findBy: a suspended view would show its content only after a later render.
    expect(screen.getByRole('heading', { name: 'preloaded' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('render a view whose code is not here yet after its download, as before', () => {
    const View = lazyView(async () => () => <h1>later</h1>);
    renderIn('en', View);
    expect(screen.queryByRole('heading', { name: 'later' })).not.toBeInTheDocument();
  });
});

describe('preloadable', () => {
  it('downloads once for every caller and tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('code');
    const loader = preloadable(load);
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded).toBeUndefined();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect([first, second, loader.loaded]).toEqual(['code', 'code', 'code']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
