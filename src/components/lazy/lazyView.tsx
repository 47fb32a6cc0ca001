import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { loadWithin } from './loadWithin';
import { PageLoading } from './PageLoading';
import { preloadable, type Preloadable } from './preloadable';

/**
 * A component whose code is downloaded when it first renders, behind a loading indicator;
 * a failed or too slow download shows a message with a reload button (ChunkBoundary). Code that
 * has arrived already (preloaded, e.g. during the sign-in) renders at once: suspending on it
 * would show the indicator, and React holds a boundary's content back for 300 ms after its
 * fallback has shown (issue 27: sign-in to the first page).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, passed through
export function lazyView<C extends ComponentType<any>>(load: () => Promise<C>): C & Preloads {
  const loader: Preloadable<C> = 'loaded' in load ? (load as Preloadable<C>) : preloadable(load);
  const Lazy = lazy(() => loadWithin(loader).then((component) => ({ default: component })));
  function LazyView(props: ComponentProps<C>) {
    // Decided once per mount: the element tree does not change under a mounted view.
    const [Ready] = useState(() => loader.loaded);
    return (
      <ChunkBoundary>
        {/* Also for a ready view: what it lazily renders itself waits here, not higher up. */}
        <Suspense fallback={<PageLoading />}>
          {Ready ? <Ready {...props} /> : <Lazy {...props} />}
        </Suspense>
      </ChunkBoundary>
    );
  }
  return Object.assign(LazyView, {
    preload: () => void loader().catch(() => undefined),
  }) as unknown as C & Preloads;
}

/** A view whose code can be downloaded ahead of its first render. */
export interface Preloads {
  preload: () => void;
}

/** `view.preload()` when the view is a lazy one; nothing for any other component. */
export function preloadView(view: unknown): void {
  if (typeof view === 'function' && 'preload' in view && typeof view.preload === 'function') {
    (view as Preloads).preload();
  }
}
