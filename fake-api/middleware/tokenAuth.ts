import type { RequestHandler, Response } from 'express';
import { MESSAGES, sendFailure } from '../http/blade';
import type { FakeApiContext } from '../context';
import type { RoleAlias, TokenRecord, UserRecord } from '../store/state';
import { findUserById } from '../store/userQueries';

export interface Session {
  user: UserRecord;
  token: TokenRecord;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals only through this global namespace
  namespace Express {
    interface Locals {
      session?: Session;
    }
  }
}

/** Calls answered without a Blade-Auth token (paths below /api). */
const PUBLIC_PATHS = [
  '/blade-auth/os/oauth/token',
  '/blade-auth/os/oauth/phone/captcha',
  '/blade-auth/os/phone/oauth/token',
  '/blade-auth/os/forgetPassword',
  '/blade-auth/oauth/token',
  '/blade-auth/oauth/captcha',
  '/blade-user/register-guest',
];

export function requireToken(context: FakeApiContext): RequestHandler {
  return (req, res, next) => {
    if (PUBLIC_PATHS.includes(req.path)) return next();
    const header = req.get('blade-auth')?.trim();
    if (!header) return sendFailure(res, 401, MESSAGES.missingToken);
    const token = context.tokens.findByAccessToken(header.replace(/^bearer\s+/i, ''));
    const user = token && findUserById(context.store.state(), token.userId);
    if (!token || !user || user.status !== '1') {
      return sendFailure(res, 401, MESSAGES.unauthorized);
    }
    res.locals.session = { user, token };
    next();
  };
}

export function sessionOf(res: Response): Session {
  const { session } = res.locals;
  if (!session) throw new Error('protected route mounted without requireToken');
  return session;
}

export function requireRole(role: RoleAlias): RequestHandler {
  return (_req, res, next) => {
    if (sessionOf(res).user.roleAlias === role) return next();
    sendFailure(res, 403, MESSAGES.forbidden);
  };
}
