/**
 * Resolves after the next animation frame and two macrotasks: by then anything scheduled "after
 * paint" (requestAnimationFrame, then a task) has run, so a test can assert it did not happen.
 */
export const nextFrameAndTask = (): Promise<void> =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))),
  );
