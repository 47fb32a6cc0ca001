import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { UploadKeys } from '../dataProvider/wireTypes';
import { PART_SIZE, QUEUE_SIZE, uploadToStorage } from '../src/components/upload/storageUpload';
import { timeHashPaths } from './hashPaths';

/** Bundled by bench/uploadBrowser.ts and loaded into a portal page: each call answers its time. */
const uploadBench = {
  blob: new Blob([]),
  makeFile(megabytes: number) {
    const bytes = new Uint8Array(megabytes * 1024 * 1024);
    for (let offset = 0; offset < bytes.length; offset += 65536) {
      crypto.getRandomValues(bytes.subarray(offset, offset + 65536));
    }
    uploadBench.blob = new File([bytes], 'bench.stl');
    return bytes.length;
  },
  ours: (keys: UploadKeys, key: string) =>
    timed(() => uploadToStorage(uploadBench.blob, keys, { key })),
  bare: (keys: UploadKeys, key: string) =>
    timed(async () => {
      const client = new S3Client({
        endpoint: keys.endpoint,
        region: keys.region,
        forcePathStyle: true,
        credentials: {
          accessKeyId: keys.accessKeyId,
          secretAccessKey: keys.secretAccessKey,
          sessionToken: keys.sessionToken,
        },
      });
      const params = { Bucket: keys.bucket, Key: key, Body: uploadBench.blob };
      await new Upload({ client, params, partSize: PART_SIZE, queueSize: QUEUE_SIZE }).done();
    }),
  hash: () => timeHashPaths(uploadBench.blob),
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

(window as unknown as { uploadBench: typeof uploadBench }).uploadBench = uploadBench;
