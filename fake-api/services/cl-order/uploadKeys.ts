import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import type { UploadKeys } from '../../../dataProvider/wireTypes';
import { MESSAGES, sendFailure, sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { formatDateTime } from '../../http/format';

/** How long the upload keys live: long enough for a large file on a slow line. */
const UPLOAD_KEYS_TTL_MS = 3_600_000;

/** cl-order: temporary keys for the portal's direct upload to the object storage. */
export function uploadKeyRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.get('/order/FrontEndAS', (_req, res) => {
    const { storage } = context;
    if (!storage) return sendFailure(res, 400, MESSAGES.storageMissing);
    const keys: UploadKeys = {
      accessKeyId: storage.accessKeyId,
      secretAccessKey: storage.secretAccessKey,
      // s3rver checks no session token; a real STS answer carries one, so the fake does too.
      sessionToken: randomBytes(24).toString('base64url'),
      bucket: storage.bucket,
      region: storage.region,
      endpoint: storage.endpoint,
      expiration: formatDateTime(context.settings.now() + UPLOAD_KEYS_TTL_MS),
      domain: storage.objectUrl('').replace(/\/$/, ''),
    };
    sendOk(res, keys);
  });

  return router;
}
