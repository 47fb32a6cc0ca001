import type { TaskFilesApi } from '../../../dataProvider/api/orders/taskFiles';
import type { AddTaskFileBody, TaskFile, UploadKeys } from '../../../dataProvider/wireTypes';
import type { FileSlot } from '../../../src/domain/fileRules';
import { objectKey } from '../../../src/domain/objectKey';
import { isHttpUrl } from '../../../src/domain/safeUrl';

/** No usable keys from FrontEndAS (a failed call or an incomplete answer): SPEC §8's warning. */
export class MissingKeysError extends Error {
  constructor(cause?: unknown) {
    super('app.upload.missing_keys', { cause });
    this.name = 'MissingKeysError';
  }
}

export interface StoreFileOptions {
  /** The order the file is for: the keys write one object of that order only. */
  taskId?: string;
  onProgress(loadedBytes: number, totalBytes: number): void;
  signal: AbortSignal;
}

export interface RegisterFileOptions {
  onRegistering(): void;
  signal: AbortSignal;
}

/** The multipart upload of one file; resolves to what its registration sends. */
export async function storeFile(
  api: Pick<TaskFilesApi, 'getUploadKeys'>,
  slot: FileSlot,
  file: File,
  hashValue: string,
  options: StoreFileOptions,
): Promise<AddTaskFileBody> {
  const keys = await usableKeys(api, options.taskId);
  const { uploadToStorage } = await import('../../../src/components/upload/storageUpload');
  const stored = await uploadToStorage(file, keys, {
    key: objectKey(file.name, keys.keyPrefix),
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return { ...stored, originalName: file.name, hashValue, fileType: slot, fileSize: file.size };
}

/**
 * Registers a stored file with the task. A retry after a failed registration sends the same body
 * again (so the same Idempotency-Key): a registration that did run is answered, not repeated.
 */
export async function registerFile(
  api: Pick<TaskFilesApi, 'addTaskFile' | 'replaceTaskFile'>,
  taskId: string,
  body: AddTaskFileBody,
  options: RegisterFileOptions,
  /** The registered file this one takes the place of (a rework's new design). */
  replaces?: TaskFile,
): Promise<TaskFile> {
  // Cancelled or left while the last part was on its way: nothing to register.
  options.signal.throwIfAborted();
  options.onRegistering();
  return replaces ? api.replaceTaskFile(taskId, replaces.id, body) : api.addTaskFile(taskId, body);
}

async function usableKeys(
  api: Pick<TaskFilesApi, 'getUploadKeys'>,
  taskId?: string,
): Promise<UploadKeys> {
  let keys: UploadKeys | undefined;
  try {
    keys = await api.getUploadKeys(taskId);
  } catch (error) {
    throw new MissingKeysError(error);
  }
  const present = (value: unknown) => typeof value === 'string' && value !== '';
  const complete =
    keys &&
    [keys.accessKeyId, keys.secretAccessKey, keys.bucket, keys.region, keys.keyPrefix].every(
      present,
    ) &&
    isHttpUrl(keys.endpoint) &&
    isHttpUrl(keys.domain);
  if (!complete) throw new MissingKeysError();
  return keys;
}
