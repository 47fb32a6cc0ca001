import { describe, expect, it, vi } from 'vitest';
import type { UploadKeys } from '../../../dataProvider/wireTypes';
import { MissingKeysError, registerFile, storeFile } from './uploadFlow';

const keys: UploadKeys = {
  accessKeyId: 'AK',
  secretAccessKey: 'SK',
  sessionToken: 'ST',
  bucket: 'b',
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:1',
  expiration: '2026-11-22 11:00:00',
  domain: 'http://127.0.0.1:1/b',
  keyPrefix: 'upload/20261122/ab',
};

const options = () => ({
  onProgress: vi.fn(),
  onRegistering: vi.fn(),
  signal: new AbortController().signal,
});

describe('storeFile', () => {
  it.each([
    ['a failed FrontEndAS call', () => Promise.reject(new Error('服务器内部错误'))],
    ['an answer without keys', () => Promise.resolve({ ...keys, accessKeyId: '' })],
    ['a non-http endpoint', () => Promise.resolve({ ...keys, endpoint: 'javascript:x' })],
    ['an answer without the key to write', () => Promise.resolve({ ...keys, keyPrefix: '' })],
  ])('refuses %s with MissingKeysError', async (_label, getUploadKeys) => {
    const file = new File(['solid'], 'crown.stl');
    const storing = storeFile({ getUploadKeys }, 'cad', file, 'h', options());
    await expect(storing).rejects.toBeInstanceOf(MissingKeysError);
    await expect(storing).rejects.toThrow('app.upload.missing_keys');
  });
});

describe('registerFile', () => {
  const body = {
    domain: 'http://127.0.0.1:1/b',
    link: 'http://127.0.0.1:1/b/upload/20261122/a.stl',
    name: 'upload/20261122/a.stl',
    originalName: 'crown.stl',
    viewStlUrl: 'http://127.0.0.1:1/b/upload/20261122/a.stl',
    hashValue: 'h',
    fileType: 'cad' as const,
    fileSize: 5,
  };

  it('registers nothing once cancelled', async () => {
    const addTaskFile = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const registering = registerFile({ addTaskFile, replaceTaskFile: vi.fn() }, '1', body, {
      ...options(),
      signal: controller.signal,
    });
    await expect(registering).rejects.toThrow();
    expect(addTaskFile).not.toHaveBeenCalled();
  });

  it('sends the stored file as it is, so a retry sends the same body', async () => {
    const addTaskFile = vi.fn().mockRejectedValueOnce(new Error('app.http.timeout'));
    const opts = options();
    await expect(
      registerFile({ addTaskFile, replaceTaskFile: vi.fn() }, '1', body, opts),
    ).rejects.toThrow();
    await registerFile({ addTaskFile, replaceTaskFile: vi.fn() }, '1', body, opts);
    expect(addTaskFile.mock.calls).toEqual([
      ['1', body],
      ['1', body],
    ]);
    expect(opts.onRegistering).toHaveBeenCalledTimes(2);
  });

  it('replaces the working file in one call when it takes the place of one', async () => {
    const addTaskFile = vi.fn();
    const replaceTaskFile = vi.fn().mockResolvedValue({ ...body, id: '9', taskId: '1' });
    const version1 = { ...body, id: '8', taskId: '1', createTime: '2026-11-22 09:00:00' };
    await registerFile({ addTaskFile, replaceTaskFile }, '1', body, options(), version1);
    expect(replaceTaskFile.mock.calls).toEqual([['1', '8', body]]);
    expect(addTaskFile).not.toHaveBeenCalled();
  });
});
