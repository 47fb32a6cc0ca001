import { randomBytes } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { UploadKeys } from '../dataProvider/wireTypes';
import { PART_SIZE, QUEUE_SIZE, uploadToStorage } from '../src/components/upload/storageUpload';
import { timeHashPaths } from './hashPaths';
import { MB, fetchUploadKeys, throughput } from './uploadKeys';

/**
 * From Node: the portal's uploader and a bare lib-storage Upload (same parts and queue, default
 * client otherwise) send the same 200 MiB Blob to the fake API's s3rver, the bare one also from
 * a Buffer (lib-storage slices it without copying); then the content hash speed.
 */
export async function measureNodeUpload(baseUrl: string, megabytes = 200) {
  // Keys write one object each: one pair per upload.
  const [keys, bareKeys, bufferKeys] = [
    await fetchUploadKeys(baseUrl),
    await fetchUploadKeys(baseUrl),
    await fetchUploadKeys(baseUrl),
  ];
  const bytes = new Uint8Array(randomBytes(megabytes * MB));
  const blob = new Blob([bytes]);
  const ours = await timed(() => uploadToStorage(blob, keys, { key: `${keys.keyPrefix}.stl` }));
  const bare = await timed(() => bareUpload(bareKeys, blob, `${bareKeys.keyPrefix}.stl`));
  const bareBuffer = await timed(() =>
    bareUpload(bufferKeys, bytes, `${bufferKeys.keyPrefix}.stl`),
  );
  const file = new File([bytes], 'bench.stl');
  const hash = await timeHashPaths(file);
  return {
    megabytes,
    oursMBps: throughput(bytes.length, ours),
    bareMBps: throughput(bytes.length, bare),
    bareBufferMBps: throughput(bytes.length, bareBuffer),
    hashMBps: {
      native: throughput(bytes.length, hash.native),
      stream: throughput(bytes.length, hash.stream),
      legacy: throughput(bytes.length, hash.legacy),
    },
  };
}

async function bareUpload(keys: UploadKeys, body: Blob | Uint8Array, key: string) {
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
  const params = { Bucket: keys.bucket, Key: key, Body: body };
  await new Upload({ client, params, partSize: PART_SIZE, queueSize: QUEUE_SIZE }).done();
  client.destroy();
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
