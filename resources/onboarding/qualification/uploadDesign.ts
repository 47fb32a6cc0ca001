import type { PortalDataProvider } from '../../../dataProvider/types';
import { hashInWorker } from '../../../src/components/upload/hashInWorker';
import { objectKey } from '../../../src/domain/objectKey';

export type UploadPhase = { phase: 'hashing' | 'uploading'; percent: number };
export type StoredDesign = { fileLink: string; hashValue: string };

/**
 * The test design's way to storage, as the CAD upload page sends a design: content hash (the
 * server refuses a file already sent), fresh keys, then the multipart upload with progress.
 */
export async function uploadDesign(
  dataProvider: Pick<PortalDataProvider, 'getUploadKeys'>,
  file: File,
  onPhase: (phase: UploadPhase) => void,
): Promise<StoredDesign> {
  const percentOf = (done: number, total: number) =>
    total > 0 ? Math.round((done / total) * 100) : 100;
  const hashValue = await hashInWorker(file, (bytes) =>
    onPhase({ phase: 'hashing', percent: percentOf(bytes, file.size) }),
  );
  const keys = await dataProvider.getUploadKeys();
  const { uploadToStorage } = await import('../../../src/components/upload/storageUpload');
  const stored = await uploadToStorage(file, keys, {
    key: objectKey(file.name, keys.keyPrefix),
    onProgress: (loaded, total) =>
      onPhase({ phase: 'uploading', percent: percentOf(loaded, total) }),
  });
  // The server takes the key it issued, never a URL (it links the design on its own route).
  return { fileLink: stored.name, hashValue };
}
