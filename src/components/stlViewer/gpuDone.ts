import type { WebGLRenderer } from 'three';

/** Resolves once the GPU has finished the commands sent so far, without blocking the thread. */
export function gpuDone(renderer: WebGLRenderer): Promise<void> {
  const gl = renderer.getContext();
  const sync = 'fenceSync' in gl ? gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0) : null;
  if (!sync || !('fenceSync' in gl)) {
    return new Promise((resolve) => requestAnimationFrame(() => resolve()));
  }
  gl.flush();
  return new Promise((resolve) => {
    const poll = () => {
      // WebGL updates a fence's status between tasks: polling it never waits for the GPU.
      if (gl.getSyncParameter(sync, gl.SYNC_STATUS) !== gl.SIGNALED) {
        return void setTimeout(poll, 4);
      }
      gl.deleteSync(sync);
      resolve();
    };
    poll();
  });
}
