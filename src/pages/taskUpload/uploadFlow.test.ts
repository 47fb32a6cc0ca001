import { describe, expect, it, vi } from 'vitest';
import type { UploadKeys } from '../../../dataProvider/wireTypes';
import { MissingKeysError, sendFile } from './uploadFlow';

const keys: UploadKeys = {
  accessKeyId: 'AK',
  secretAccessKey: 'SK',
  sessionToken: 'ST',
  bucket: 'b',
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:1',
  expiration: '2026-11-22 11:00:00',
  domain: 'http://127.0.0.1:1/b',
};

const options = () => ({
  onProgress: vi.fn(),
  onRegistering: vi.fn(),
  signal: new AbortController().signal,
});

describe('sendFile', () => {
  it.each([
    ['a failed FrontEndAS call', () => Promise.reject(new Error('服务器内部错误'))],
    ['an answer without keys', () => Promise.resolve({ ...keys, accessKeyId: '' })],
    ['a non-http endpoint', () => Promise.resolve({ ...keys, endpoint: 'javascript:x' })],
  ])('refuses %s with MissingKeysError and registers nothing', async (_label, getUploadKeys) => {
    const addTaskFile = vi.fn();
    const file = new File(['solid'], 'crown.stl');
    const sending = sendFile({ getUploadKeys, addTaskFile }, '1', 'cad', file, 'h', options());
    await expect(sending).rejects.toBeInstanceOf(MissingKeysError);
    await expect(sending).rejects.toThrow('app.upload.missing_keys');
    expect(addTaskFile).not.toHaveBeenCalled();
  });
});
