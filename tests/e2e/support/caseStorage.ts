import { randomFillSync } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { CaseFile } from '../../../dataProvider/wireTypes';
import type { PortalServer } from './portalServer';

// s3rver's one built-in key pair and the fake API's bucket (fake-api/storage/objectStorage.ts).
const S3RVER_KEY = 'S3RVER';
const BUCKET = 'design-files';

/**
 * A binary STL of `bytes` bytes whose triangles are random bytes: as big as a real scan, made in
 * a blink (a scan's floats compress no better than these).
 */
export function largeStl(bytes: number): Buffer {
  const buffer = randomFillSync(Buffer.alloc(bytes));
  buffer.fill(0, 0, 80).write('case package test scan', 0, 'ascii');
  buffer.writeUInt32LE(Math.floor((bytes - 84) / 50), 80);
  return buffer;
}

/**
 * Puts `bytes` in the fake API's object storage and adds it to `taskId`'s case files (through
 * json-server's view of the state, test-only); answers its public link.
 */
export async function addStoredCaseFile(
  server: PortalServer,
  taskId: string,
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  const key = `case/${taskId}/${Date.now()}-${bytes.length}.stl`;
  const client = new S3Client({
    endpoint: server.storageUrl,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  try {
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes, ContentType: 'model/stl' }),
    );
  } finally {
    client.destroy();
  }
  const link = `${server.storageUrl}/${BUCKET}/${key}`;
  const record: CaseFile = {
    id: `case-${taskId}-${key.replace(/\W/g, '-')}`,
    taskId,
    fileName,
    link,
    viewStlUrl: link,
    fileSize: bytes.length,
    createTime: '2026-11-01 08:00:00',
  };
  const response = await fetch(new URL('/__db/caseFiles', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
  if (!response.ok) throw new Error(`adding the case file failed: ${response.status}`);
  return link;
}
