/** A stream of the same chunks that tells `onBytes` the size of each as it passes. */
export function countBytes(
  body: ReadableStream<Uint8Array>,
  onBytes: (bytes: number) => void,
): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
}

/** Calls `report` at most every `intervalMs` (and once more through `flush`). */
export function throttled(report: () => void, intervalMs: number) {
  let last = 0;
  return {
    tick() {
      const now = Date.now();
      if (now - last < intervalMs) return;
      last = now;
      report();
    },
    flush: report,
  };
}
