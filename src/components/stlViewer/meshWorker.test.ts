import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

/** A stand-in worker: answers each check with an error first, then with a result. */
class FakeWorker {
  static requests: WorkerRequest[] = [];
  static fail = true;
  onmessage?: (event: { data: WorkerResponse }) => void;
  onerror?: () => void;
  postMessage(request: WorkerRequest) {
    FakeWorker.requests.push(request);
    const answer = FakeWorker.fail
      ? { id: request.id, type: 'error', key: 'app.viewer.error.corrupt' }
      : { id: request.id, type: 'checked', check: { triangles: 1 } };
    queueMicrotask(() => this.onmessage?.({ data: answer as WorkerResponse }));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('checkMeshFile', () => {
  it('checks each file once, but tries again after a failure', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { checkMeshFile } = await import('./meshWorker');
    const file = new File(['solid'], 'crown.stl');
    await expect(checkMeshFile(file)).rejects.toThrow();
    FakeWorker.fail = false;
    const first = checkMeshFile(file);
    expect(checkMeshFile(file)).toBe(first);
    await expect(first).resolves.toEqual({ triangles: 1 });
    await expect(checkMeshFile(file)).resolves.toEqual({ triangles: 1 });
    expect(FakeWorker.requests).toHaveLength(2);
    await checkMeshFile(new File(['solid'], 'other.stl'));
    expect(FakeWorker.requests).toHaveLength(3);
  });
});
