import { createHash } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { UploadKeys } from '../../dataProvider/wireTypes';
import { BASIC_HEADER } from './harness';
import type { Json, TestApi } from './harness';

/** S3 client on keys FrontEndAS handed out, as the portal builds it (storageUpload.ts). */
export function clientOf(keys: UploadKeys): S3Client {
  return new S3Client({
    endpoint: keys.endpoint,
    region: keys.region,
    forcePathStyle: true,
    maxAttempts: 1,
    credentials: {
      accessKeyId: keys.accessKeyId,
      secretAccessKey: keys.secretAccessKey,
      sessionToken: keys.sessionToken,
    },
  });
}

/** GET FrontEndAS as `token` for `taskId`: the keys, or the refusal's status. */
export async function uploadKeysFor(t: TestApi, token: string, taskId?: string) {
  const query: Record<string, string> = taskId ? { taskId } : {};
  const { status, body } = await t.call('/api/cl-order/order/FrontEndAS', {
    method: 'GET',
    token,
    query,
  });
  return { status, keys: body?.data as UploadKeys };
}

/**
 * The portal's storage steps for one file: keys from FrontEndAS (for `taskId`, else without an
 * order, as the qualification asks), the object put with them. Answers its key, size and SHA-256.
 */
export async function storeAs(
  t: TestApi,
  token: string,
  content: string | Uint8Array,
  extension = 'stl',
  taskId?: string,
) {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const { status, keys } = await uploadKeysFor(t, token, taskId);
  if (status !== 200) throw new Error(`FrontEndAS answered ${status}`);
  const name = `${keys.keyPrefix}.${extension}`;
  const client = clientOf(keys);
  try {
    await client.send(new PutObjectCommand({ Bucket: keys.bucket, Key: name, Body: bytes }));
  } finally {
    client.destroy();
  }
  const hashValue = createHash('sha256').update(bytes).digest('hex');
  return { keys, name, size: bytes.length, hashValue };
}

/** The portal's steps for one file of `taskId`, and the addTaskFile body that describes it. */
export async function uploadAs(
  t: TestApi,
  token: string,
  taskId: string,
  content: string | Uint8Array,
  fileType = 'cad',
  originalName = 'crown.stl',
): Promise<Json> {
  const extension = originalName.split('.').pop()?.toLowerCase() ?? 'stl';
  const { keys, name, size, hashValue } = await storeAs(t, token, content, extension, taskId);
  const link = `${keys.domain}/${name}`;
  return {
    fileType,
    fileSize: size,
    domain: keys.domain,
    link,
    name,
    originalName,
    viewStlUrl: link,
    hashValue,
  };
}

/** POST put-file as `token`: the answer's link and key (a work order's or a reply's attachment). */
export async function putFile(
  t: TestApi,
  token: string,
  fileName: string,
  content: string | Uint8Array<ArrayBuffer>,
  type = 'application/octet-stream',
): Promise<{ link: string; name: string; size: number }> {
  const form = new FormData();
  const blob = new Blob([content], { type });
  form.append('file', blob, fileName);
  const response = await fetch(`${t.url}/api/blade-resource/oss/endpoint/put-file`, {
    method: 'POST',
    headers: {
      Authorization: BASIC_HEADER,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${token}`,
    },
    body: form,
  });
  const { data } = (await response.json()) as { data: { link: string; name: string } };
  return { link: data.link, name: data.name, size: blob.size };
}
