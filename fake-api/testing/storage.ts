import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startObjectStorage } from '../storage/objectStorage';
import type { ObjectStorage } from '../storage/objectStorage';
import type { FakeApiOptions } from '../settings';
import { startTestApi } from './harness';
import type { TestApi } from './harness';

/** An s3rver in a temporary folder, removed on close. */
export async function startTestStorage(): Promise<ObjectStorage> {
  const directory = mkdtempSync(join(tmpdir(), 'fake-s3-test-'));
  const storage = await startObjectStorage({ directory });
  return {
    ...storage,
    async close() {
      await storage.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type StoredTestApi = TestApi & { storage: ObjectStorage };

/** A fake API with a storage of its own (FrontEndAS hands out keys for it); close ends both. */
export async function startStoredApi(options: FakeApiOptions = {}): Promise<StoredTestApi> {
  const storage = await startTestStorage();
  const api = await startTestApi({ ...options, storage });
  return {
    ...api,
    storage,
    async close() {
      await api.close();
      await storage.close();
    },
  };
}
