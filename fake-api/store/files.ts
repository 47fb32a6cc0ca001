import type { ObjectStorage, StoredObject } from '../storage/objectStorage';

/** Files uploaded through put-file (work-order attachments, editor images). */
export type StoredFile = StoredObject;

export interface FileStore {
  put(name: string, file: StoredFile): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
}

/**
 * In the object storage when the fake API has one (npm start, dev, browser tests: they survive a
 * restart like the CAD files), else in memory (unit tests without a storage server).
 */
export function createFileStore(storage?: ObjectStorage): FileStore {
  if (storage) {
    return {
      put: (name, file) => storage.putObject(name, file),
      get: (name) => storage.getObject(name),
    };
  }
  const files = new Map<string, StoredFile>();
  return {
    put: async (name, file) => void files.set(name, file),
    get: async (name) => files.get(name),
  };
}
