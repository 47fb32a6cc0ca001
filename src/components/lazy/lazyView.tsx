import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { loadWithin } from './loadWithin';
import { PageLoading } from './PageLoading';

/**
 * A component whose code is downloaded when it first renders, behind a loading indicator;
 * a failed or too slow download shows a message with a reload button (ChunkBoundary).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, passed through
export function lazyView<C extends ComponentType<any>>(load: () => Promise<C>): C {
  const Lazy = lazy(() => loadWithin(load).then((component) => ({ default: component })));
  function LazyView(props: ComponentProps<C>) {
    return (
      <ChunkBoundary>
        <Suspense fallback={<PageLoading />}>
          <Lazy {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyView as unknown as C;
}
