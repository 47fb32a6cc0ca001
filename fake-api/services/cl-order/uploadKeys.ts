import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import type { UploadKeys } from '../../../dataProvider/wireTypes';
import { MESSAGES, sendFailure, sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { formatDateTime } from '../../http/format';
import { sessionOf } from '../../middleware/tokenAuth';
import { TASK_MESSAGES } from '../../messages/taskMessages';
import { findTaskForUser, taskExists } from '../../orders/taskAccess';
import { recordGrant } from '../../storage/objectGrants';

/** How long the upload keys live: long enough for a large file on a slow line, no longer. */
const UPLOAD_KEYS_TTL_MS = 3_600_000;

/**
 * cl-order: temporary keys for one direct upload to the object storage (as BladeX's OSS STS):
 * they write `keyPrefix` plus the file's extension and nothing else, for an hour. The key is
 * recorded for the caller and the task, so only they register it (addTaskFile).
 */
export function uploadKeyRoutes(context: FakeApiContext): Router {
  const router = Router();

  router.get('/order/FrontEndAS', (req, res) => {
    const { storage } = context;
    if (!storage) return sendFailure(res, 400, MESSAGES.storageMissing);
    const { user } = sessionOf(res);
    const taskId = typeof req.query.taskId === 'string' ? req.query.taskId : '';
    if (taskId && !findTaskForUser(context.store.state(), taskId, user.id)) {
      const known = taskExists(context.store.state(), taskId);
      return sendFailure(
        res,
        known ? 403 : 400,
        known ? MESSAGES.forbidden : TASK_MESSAGES.notFound,
      );
    }
    const now = context.settings.now();
    const day = formatDateTime(now).slice(0, 10).replace(/-/g, '');
    const keyPrefix = `upload/${day}/${randomBytes(16).toString('hex')}`;
    const issued = storage.issueUploadKeys(keyPrefix, UPLOAD_KEYS_TTL_MS);
    recordGrant(context, {
      keyStem: keyPrefix,
      userId: user.id,
      ...(taskId ? { taskId } : {}),
      source: 'upload',
      createTime: formatDateTime(now),
    });
    const keys: UploadKeys = {
      accessKeyId: issued.accessKeyId,
      secretAccessKey: issued.secretAccessKey,
      sessionToken: issued.sessionToken,
      bucket: storage.bucket,
      region: storage.region,
      endpoint: storage.endpoint,
      expiration: formatDateTime(now + UPLOAD_KEYS_TTL_MS),
      domain: `${storage.endpoint}/${storage.bucket}`,
      keyPrefix,
    };
    sendOk(res, keys);
  });

  return router;
}
