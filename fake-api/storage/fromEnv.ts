import { dirname, join } from 'node:path';
import { portFrom } from '../cli/process';
import { DEFAULT_DATA_FILE } from '../settings';
import { startObjectStorage } from './objectStorage';
import type { ObjectStorage } from './objectStorage';

/**
 * The object storage of the CLIs: S3_PORT (default any free port), FAKE_S3_DIR (default `s3/`
 * beside the data file), FAKE_S3_FAIL_PARTS (the first N UploadPart calls fail).
 */
export async function startStorageFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<ObjectStorage> {
  const dataFile = env.FAKE_API_DB || DEFAULT_DATA_FILE;
  const storage = await startObjectStorage({
    port: portFrom(0, env.S3_PORT),
    directory: env.FAKE_S3_DIR || join(dirname(dataFile), 's3'),
  });
  if (env.FAKE_S3_FAIL_PARTS) storage.failNextParts(Number(env.FAKE_S3_FAIL_PARTS));
  return storage;
}
