import express, { Router } from 'express';
import type { Request, Response as ExpressResponse } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { sendFailure, sendOk } from '../../http/blade';
import { sessionOf } from '../../middleware/tokenAuth';
import { OBJECT_PATH, isSafeKey, recordGrant } from '../../storage/objectGrants';
import { attachmentDisposition, downloadNameOf } from '../../storage/downloadName';
import type { FakeApiContext } from '../../context';
import { formatDateTime } from '../../http/format';
import type { PutFileResult } from '../../../dataProvider/ticketWireTypes';

/** Where uploaded objects are served (no token: an <img> cannot send one). */
export { OBJECT_PATH };
/** A redirect's presigned URL is used at once: a few minutes are plenty. */
const REDIRECT_URL_SECONDS = 300;
const MAX_PUT_FILE_BYTES = 50 * 1024 * 1024;
/** Shown inline; anything else is a download, so an uploaded page or SVG never runs here. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** blade-resource: POST /oss/endpoint/put-file (multipart, part `file`). */
export function fileRoutes(context: FakeApiContext): Router {
  const router = Router();
  router.post(
    '/oss/endpoint/put-file',
    express.raw({ type: 'multipart/form-data', limit: MAX_PUT_FILE_BYTES }),
    (req, res) => void putFile(context, req, res),
  );
  return router;
}

async function putFile(context: FakeApiContext, req: Request, res: ExpressResponse) {
  const file = await filePart(req);
  if (!file) return sendFailure(res, 400, '上传文件不能为空');
  const day = formatDateTime(context.settings.now()).slice(0, 10).replace(/-/g, '');
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(file.name)?.[0].toLowerCase() ?? '';
  // The object route asks no token (an <img> sends none): the key must be one nobody can guess.
  const name = `upload/${day}/${randomBytes(16).toString('hex')}${extension}`;
  const bytes = Buffer.from(await file.arrayBuffer());
  await context.files.put(name, {
    bytes,
    contentType: file.type || 'application/octet-stream',
    originalName: file.name,
  });
  // What attachments may name later: this key, for this user, with the size and hash seen here.
  recordGrant(context, {
    keyStem: name,
    userId: sessionOf(res).user.id,
    source: 'put-file',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    createTime: formatDateTime(context.settings.now()),
  });
  const domain = `${req.protocol}://${req.get('host')}${OBJECT_PATH}`;
  const result: PutFileResult = {
    link: `${domain}/${name}`,
    domain,
    name,
    originalName: file.name,
  };
  sendOk(res, result);
}

/** The `file` part of a multipart body, read with the platform's own FormData parser. */
async function filePart(req: Request): Promise<File | undefined> {
  if (!Buffer.isBuffer(req.body) || req.body.length === 0) return undefined;
  try {
    const form = await new Response(new Uint8Array(req.body), {
      headers: { 'content-type': req.get('content-type') ?? '' },
    }).formData();
    const part = form.get('file');
    return part instanceof File && part.size > 0 ? part : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET {OBJECT_PATH}/upload/...: with an object storage, a redirect to a URL the server signs for
 * a few minutes (the storage serves it as a download); else the bytes kept in memory. A key that
 * decodes to `..` or `\` is refused before anything is looked up.
 */
export function serveObject(context: FakeApiContext) {
  return async (req: Request, res: ExpressResponse) => {
    const key = req.params[0] ?? '';
    if (!isSafeKey(key)) return sendFailure(res, 400, '文件路径无效');
    const downloadName = downloadNameOf(req.query.filename);
    if (context.storage) {
      res.setHeader('Cache-Control', 'no-store');
      const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
      const url = context.storage.presignedUrl(key, REDIRECT_URL_SECONDS, method, downloadName);
      return res.redirect(302, url);
    }
    const file = await context.files.get(key).catch(() => undefined);
    if (!file) return sendFailure(res, 404, '文件不存在');
    const inline = INLINE_TYPES.has(file.contentType);
    res.setHeader('Content-Type', inline ? file.contentType : 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Content-Disposition',
      inline
        ? `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`
        : attachmentDisposition(downloadName ?? file.originalName),
    );
    res.send(file.bytes);
  };
}
