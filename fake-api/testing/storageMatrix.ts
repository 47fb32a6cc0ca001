import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { UploadKeys } from '../../dataProvider/wireTypes';
import { outcomeOf } from './accessMatrix';
import type { TestApi } from './harness';
import { clientOf, uploadKeysFor } from './upload';

export type StorageOperation = 'PUT' | 'GET' | 'LIST' | 'DELETE';

/** What a role holds when it turns to the storage: its keys (if FrontEndAS gave any), its links. */
export interface StorageActor {
  token?: string;
  keys?: UploadKeys;
  /** The file's link as the API answers this role (undefined when it refuses). */
  link?: string;
}

/** An S3 request's status, whether it came back as an answer or as the SDK's error. */
const statusOf = (sending: Promise<unknown>) =>
  sending.then(
    () => 200,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode ?? 0,
  );

/**
 * One storage operation on `designer`'s object `key` (and, for PUT, on the key designer's own
 * keys name), done the best way the actor can: its link from the API, else its own keys, else
 * unsigned. Answers the matrix outcome.
 */
export async function storageOutcome(
  t: TestApi,
  storageUrl: string,
  actor: StorageActor,
  operation: StorageOperation,
  target: { key: string; putKey: string },
): Promise<string> {
  const bucketUrl = `${storageUrl}/design-files`;
  const Bucket = 'design-files';
  if (operation === 'GET' && actor.link) {
    return outcomeOf((await fetch(new URL(actor.link, t.url))).status);
  }
  if (!actor.keys) {
    const unsigned: Record<StorageOperation, [string, string]> = {
      PUT: [`${bucketUrl}/${target.putKey}`, 'PUT'],
      GET: [`${bucketUrl}/${target.key}`, 'GET'],
      LIST: [`${bucketUrl}?list-type=2`, 'GET'],
      DELETE: [`${bucketUrl}/${target.key}`, 'DELETE'],
    };
    const [url, method] = unsigned[operation];
    const body = method === 'PUT' ? 'solid unsigned' : undefined;
    return outcomeOf((await fetch(url, { method, body })).status);
  }
  const client = clientOf(actor.keys);
  try {
    const sent = {
      PUT: () => client.send(new PutObjectCommand({ Bucket, Key: target.putKey, Body: 'solid' })),
      GET: () => client.send(new GetObjectCommand({ Bucket, Key: target.key })),
      LIST: () => client.send(new ListObjectsV2Command({ Bucket })),
      DELETE: () => client.send(new DeleteObjectCommand({ Bucket, Key: target.key })),
    }[operation];
    return outcomeOf(await statusOf(sent()));
  } finally {
    client.destroy();
  }
}

/** The role's keys: for `taskId` when it may have them, else the ones without an order, else none. */
export async function keysOf(t: TestApi, token: string | undefined, taskId: string) {
  if (!token) return undefined;
  const forTask = await uploadKeysFor(t, token, taskId);
  if (forTask.status === 200) return forTask.keys;
  const own = await uploadKeysFor(t, token);
  return own.status === 200 ? own.keys : undefined;
}
