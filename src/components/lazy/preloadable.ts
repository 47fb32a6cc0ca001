/** A code loader that downloads once and remembers what it got, so a later render need not wait. */
export interface Preloadable<T> {
  (): Promise<T>;
  /** What the download gave, once it has arrived. */
  readonly loaded: T | undefined;
}

/**
 * Wraps a dynamic import: calls share one download, and `loaded` holds its result once it has
 * arrived. A failed download is forgotten, so the next call tries again.
 */
export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  const run = () => {
    pending ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.defineProperty(run, 'loaded', { get: () => loaded }) as Preloadable<T>;
}
