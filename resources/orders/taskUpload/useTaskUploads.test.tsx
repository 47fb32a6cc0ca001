// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TaskFile } from '../../../dataProvider/wireTypes';
import { useTaskUploads } from './useTaskUploads';

const hashInWorker = vi.hoisted(() => vi.fn());
vi.mock('../../../src/components/upload/hashInWorker', () => ({ hashInWorker }));
// The mesh check runs in a worker: here each file reads as a mesh unless a test says otherwise.
const unreadableMesh = vi.hoisted(() =>
  vi.fn(() => Promise.resolve<string | undefined>(undefined)),
);
vi.mock('./unreadableMesh', () => ({ unreadableMesh }));
vi.mock('react-admin', () => ({
  useTranslate: () => (key: string) => key,
  useNotify: () => () => undefined,
}));

const api = {
  getUploadKeys: vi.fn(() => Promise.reject(new Error('offline'))),
  addTaskFile: vi.fn(),
  replaceTaskFile: vi.fn(),
  deleteTaskFiles: vi.fn(),
};
const registered: TaskFile[] = [];

describe('useTaskUploads', () => {
  it('retries a file whose hash failed in the CAD slot (one file at most)', async () => {
    hashInWorker.mockRejectedValueOnce(new Error('app.error.unknown'));
    hashInWorker.mockResolvedValueOnce('a'.repeat(64));
    const { result } = renderHook(() => useTaskUploads(api, '1', registered, vi.fn()));
    act(() => result.current.choose('cad', [new File(['solid'], 'crown.stl')]));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('failed'));
    const localId = result.current.items[0].localId;

    act(() => result.current.retry(localId));
    expect(result.current.refusals.cad).toEqual([]);
    expect(result.current.items.map((item) => item.localId)).toEqual([localId]);
    await waitFor(() => expect(hashInWorker).toHaveBeenCalledTimes(2));
    // Hashed this time, it went on to the keys (refused here by the stand-in API).
    await waitFor(() => expect(api.getUploadKeys).toHaveBeenCalled());
  });

  it("names a file changed on disk since it was picked in the user's words, not the browser's", async () => {
    // What Chromium's FileReader rejects with, as the hash worker passes it on.
    const changed = new DOMException('The requested file could not be read', 'NotReadableError');
    hashInWorker.mockRejectedValueOnce(changed);
    const { result } = renderHook(() => useTaskUploads(api, '1', registered, vi.fn()));
    act(() => result.current.choose('cad', [new File(['solid'], 'crown.stl')]));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('failed'));
    expect(result.current.items[0].error).toBe('app.error.file_unreadable');
  });

  it('ignores a hash that finishes after the page was left', async () => {
    let finish: (hash: string) => void = () => undefined;
    hashInWorker.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    api.getUploadKeys.mockClear();
    const { result, unmount } = renderHook(() => useTaskUploads(api, '1', registered, vi.fn()));
    act(() => result.current.choose('dlp', [new File(['solid'], 'print.stl')]));
    unmount();
    finish('b'.repeat(64));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.getUploadKeys).not.toHaveBeenCalled();
  });

  it('admits a new CAD file in place of the registered one, and refuses a second beside it', async () => {
    hashInWorker.mockResolvedValue('c'.repeat(64));
    const version1: TaskFile = {
      id: '8',
      taskId: '1',
      fileType: 'cad',
      fileSize: 5,
      createTime: '2026-11-22 09:00:00',
      domain: '',
      link: 'http://s/b/upload/20261122/v1.stl',
      name: 'upload/20261122/v1.stl',
      originalName: 'crown-v1.stl',
      viewStlUrl: 'http://s/b/upload/20261122/v1.stl',
      hashValue: 'a'.repeat(64),
    };
    const { result } = renderHook(() => useTaskUploads(api, '1', [version1], vi.fn()));
    act(() => result.current.choose('cad', [new File(['solid'], 'crown-v2.stl')]));
    expect(result.current.refusals.cad).toEqual(['app.upload.refused']);
    expect(result.current.items).toEqual([]);

    act(() => result.current.choose('cad', [new File(['solid'], 'crown-v2.stl')], version1));
    expect(result.current.refusals.cad).toEqual([]);
    expect(result.current.items.map((item) => item.replaces?.id)).toEqual(['8']);
  });

  it('never sends a file that fails its check: it is refused in its slot, named with the reason', async () => {
    hashInWorker.mockResolvedValue('d'.repeat(64));
    unreadableMesh.mockResolvedValueOnce('app.viewer.error.corrupt');
    api.getUploadKeys.mockClear();
    const { result } = renderHook(() => useTaskUploads(api, '1', registered, vi.fn()));
    act(() => result.current.choose('cad', [new File(['MZ\x90\x00'], 'setup.exe.stl')]));
    await waitFor(() => expect(result.current.refusals.cad).toEqual(['app.upload.refused']));
    expect(result.current.items).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.getUploadKeys).not.toHaveBeenCalled();
  });
});
