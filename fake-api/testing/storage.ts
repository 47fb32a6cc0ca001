import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startObjectStorage } from '../storage/objectStorage';
import type { ObjectStorage } from '../storage/objectStorage';

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
