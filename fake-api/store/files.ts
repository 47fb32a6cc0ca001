/** Files uploaded through put-file, kept in memory for as long as the fake API runs. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  originalName: string;
}

export interface FileStore {
  put(name: string, file: StoredFile): void;
  get(name: string): StoredFile | undefined;
}

export function createFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    put: (name, file) => void files.set(name, file),
    get: (name) => files.get(name),
  };
}
