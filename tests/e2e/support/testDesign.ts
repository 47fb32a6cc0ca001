import { createHash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { UploadKeys } from '../../../dataProvider/wireTypes';
import { clientOf } from '../../../fake-api/testing/upload';
import { callApi } from './fakeApi';

/**
 * A qualification's test design stored as the portal stores it, over HTTP: keys from FrontEndAS
 * without an order, the object put with them. Answers the submit's fileLink, hashValue, fileSize.
 */
export async function storedTestDesign(baseUrl: string, token: string, content: string) {
  const answer = await callApi(baseUrl, 'GET', '/api/cl-order/order/FrontEndAS', { token });
  const keys = answer.body.data as UploadKeys;
  const key = `${keys.keyPrefix}.stl`;
  const client = clientOf(keys);
  try {
    await client.send(new PutObjectCommand({ Bucket: keys.bucket, Key: key, Body: content }));
  } finally {
    client.destroy();
  }
  return {
    fileLink: key,
    hashValue: createHash('sha256').update(content).digest('hex'),
    fileSize: String(Buffer.byteLength(content)),
  };
}
