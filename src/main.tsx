import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nContext } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { ErrorBoundary } from './components/ErrorBoundary';
import { installErrorCapture, reactErrorHandlers, recordError } from './errorLog';
import { i18nProviderReady } from './app/i18nSetup';

installErrorCapture(window, recordError);

// The service worker (pwa.config.ts) after the page has loaded: the sign-in comes first.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker()),
  );
}

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root, reactErrorHandlers(recordError));
  void i18nProviderReady.then((i18nProvider) =>
    // A transition renders in slices that yield to the browser, not in one long task: the static
    // sign-in card of index.html stays on screen and answers meanwhile (issue 9, blocking time).
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          {/* Anything react-admin's own boundary does not hold: a message, not a white page. */}
          <I18nContext.Provider value={i18nProvider}>
            <ErrorBoundary>
              <BrowserRouter>
                <App i18nProvider={i18nProvider} />
              </BrowserRouter>
            </ErrorBoundary>
          </I18nContext.Provider>
        </StrictMode>,
      ),
    ),
  );
}
