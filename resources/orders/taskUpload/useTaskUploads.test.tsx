// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TaskFile } from '../../../dataProvider/wireTypes';
import { useTaskUploads } from './useTaskUploads';

const hashInWorker = vi.hoisted(() => vi.fn());
vi.mock('../../../src/components/upload/hashInWorker', () => ({ hashInWorker }));
vi.mock('react-admin', () => ({
  useTranslate: () => (key: string) => key,
  useNotify: () => () => undefined,
}));

const api = {
  getUploadKeys: vi.fn(() => Promise.reject(new Error('offline'))),
  addTaskFile: vi.fn(),
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
});
