import express, { Router } from 'express';
import { MESSAGES, missingParameter, sendFailure, sendOk } from '../../http/blade';
import type { CaptchaBook } from '../../auth/captcha';
import type { TokenService } from '../../auth/tokens';
import type { OffsetClock } from '../../http/offsetClock';
import type { FaultInjector, FaultMode, FaultMoment } from '../../middleware/faults';
import type { RequestHolds } from '../../middleware/holds';
import { param } from '../../http/params';
import { createSeedState } from '../../seed/index';
import { isSafeKey, objectLink } from '../../storage/objectGrants';
import type { ObjectStorage } from '../../storage/objectStorage';
import type { Store } from '../../store/store';
import { findUserByAccount } from '../../store/userQueries';

export interface ControlOptions {
  faults: FaultInjector;
  holds: RequestHolds;
  tokens: TokenService;
  /** The image captchas: a test reads a picture's text here instead of from the picture. */
  captchas: CaptchaBook;
  store: Store;
  /** The fake API's clock: a reset lays the seed's dates relative to it; /clock moves it on. */
  clock: OffsetClock;
  storage?: ObjectStorage;
}

/** /__fake: run-time control for tests (FAKE_API_CONTROL=1). */
export function controlRoutes(options: ControlOptions): Router {
  const { faults, holds, tokens, captchas, store, clock, storage } = options;
  const now = clock.now;
  const router = Router();

  router.post('/fail-next', (req, res) => {
    const path = param(req, 'path');
    if (!path) return sendFailure(res, 400, missingParameter('path'));
    const count = Number(param(req, 'count') || 1);
    const status = Number(param(req, 'status') || 500);
    const mode = oneOf(param(req, 'mode'), FAULT_MODES, 'error');
    const when = oneOf(param(req, 'when'), FAULT_MOMENTS, 'before');
    const ms = param(req, 'ms') ? Number(param(req, 'ms')) : undefined;
    const msg = param(req, 'msg') || undefined;
    faults.plan(path, { count, status, mode, when, ms, msg });
    sendOk(res, { path, count, status, mode, when });
  });

  // The next `count` UploadPart calls to the object storage answer 500 (0 cancels).
  router.post('/fail-upload-parts', (req, res) => {
    if (!storage) return sendFailure(res, 400, MESSAGES.storageMissing);
    const count = Number(param(req, 'count') || 1);
    storage.failNextParts(count);
    sendOk(res, { count });
  });

  // The next `count` UploadPart calls wait `ms` milliseconds (slow uploads, to cancel one);
  // count=0 also serves the parts held now.
  router.post('/delay-upload-parts', (req, res) => {
    if (!storage) return sendFailure(res, 400, MESSAGES.storageMissing);
    const count = Number(param(req, 'count') || 1);
    const ms = Number(param(req, 'ms') || 1000);
    storage.delayNextParts(count, ms);
    sendOk(res, { count, ms });
  });

  // Test set-up only: an object put with the server's key (a case scan a test adds to an order).
  router.put('/storage-object', express.raw({ type: () => true, limit: '512mb' }), (req, res) => {
    if (!storage) return sendFailure(res, 400, MESSAGES.storageMissing);
    const key = param(req, 'key');
    if (!isSafeKey(key)) return sendFailure(res, 400, missingParameter('key'));
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const object = { bytes, contentType: 'application/octet-stream', originalName: key };
    storage.putObject(key, object).then(
      () => sendOk(res, { key, link: objectLink(key) }),
      () => sendFailure(res, 500, MESSAGES.storageMissing),
    );
  });

  router.get('/upload-parts', (_req, res) => {
    if (!storage) return sendFailure(res, 400, MESSAGES.storageMissing);
    sendOk(res, {
      pendingFailures: storage.pendingPartFailures(),
      // Begun and neither completed nor aborted: a test waits on an abort instead of sleeping.
      openUploads: storage.openMultipartUploads(),
    });
  });

  // Sessions under load: calls of `path` wait (before the token check) until released.
  router.post('/hold', (req, res) => {
    const path = param(req, 'path');
    if (!path) return sendFailure(res, 400, missingParameter('path'));
    const ms = Number(param(req, 'ms') || 30_000);
    const method = param(req, 'method') || undefined;
    holds.hold(path, ms, method);
    sendOk(res, { path, ms, method: method ?? null });
  });

  router.post('/release', (req, res) => {
    const path = param(req, 'path');
    if (!path) return sendFailure(res, 400, missingParameter('path'));
    const released = holds.waiting(path);
    holds.release(path);
    sendOk(res, { path, released });
  });

  router.get('/held', (req, res) => {
    const path = param(req, 'path');
    if (!path) return sendFailure(res, 400, missingParameter('path'));
    sendOk(res, { path, waiting: holds.waiting(path) });
  });

  // The text of the captcha picture `image` (its data URL), as a person would read it.
  router.post('/captcha', (req, res) => {
    const text = captchas.textOfImage(param(req, 'image'));
    if (!text) return sendFailure(res, 400, MESSAGES.notFound);
    sendOk(res, { text });
  });

  // Every live access token dies now, as if its lifetime ran out (refresh tokens live on).
  router.post('/expire-access-tokens', (_req, res) => {
    sendOk(res, { expired: tokens.expireAccessTokens() });
  });

  // Refresh tokens are refused from now: every one, or those of `account` (tenant 000000).
  router.post('/revoke-refresh-tokens', (req, res) => {
    const account = param(req, 'account');
    const user = account ? findUserByAccount(store.state(), '000000', account) : undefined;
    if (account && !user) return sendFailure(res, 400, MESSAGES.notFound);
    sendOk(res, { revoked: tokens.revokeRefreshTokens(user?.id) });
  });

  // The fake clock moves on `ms` (or `minutes`): lockouts, code limits and token lifetimes see it.
  router.post('/clock', (req, res) => {
    const ms = Number(param(req, 'ms') || 0) + Number(param(req, 'minutes') || 0) * 60_000;
    if (!Number.isFinite(ms) || ms <= 0) return sendFailure(res, 400, missingParameter('ms'));
    sendOk(res, { now: clock.advance(ms) });
  });

  router.post('/reset', (_req, res) => {
    store.replace(createSeedState(now()));
    sendOk(res, null);
  });

  return router;
}

const FAULT_MODES: readonly FaultMode[] = ['error', 'timeout', 'drop'];
const FAULT_MOMENTS: readonly FaultMoment[] = ['before', 'after'];

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}
