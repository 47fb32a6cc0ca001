import { Router } from 'express';
import type { Request, Response } from 'express';
import { passwordGrant } from '../../auth/passwordGrant';
import { forgetPassword, phoneGrant, sendPhoneCode } from '../../auth/phone';
import { logout, refreshGrant, refreshLanguage } from '../../auth/session';
import { socialGrant } from '../../auth/social';
import type { FakeApiContext } from '../../context';
import { param } from '../../http/params';

type Handler = (context: FakeApiContext, req: Request, res: Response) => void;

/** blade-auth: the token calls and the account calls of the public pages. */
export function authRoutes(context: FakeApiContext): Router {
  const router = Router();
  const bind = (handler: Handler) => (req: Request, res: Response) => handler(context, req, res);

  router.post('/os/oauth/token', bind(passwordGrant));
  router.post('/os/oauth/phone/captcha', bind(sendPhoneCode));
  router.post('/os/phone/oauth/token', bind(phoneGrant));
  router.post('/os/forgetPassword', bind(forgetPassword));
  router.post('/oauth/token', bind(oauthToken));
  router.get('/oauth/captcha', (_req, res) => {
    res.json(context.captchas.create());
  });
  router.get('/oauth/logout', bind(logout));
  router.post('/oauth/logout', bind(logout));
  router.post('/oauth/refreshLanguage', bind(refreshLanguage));
  return router;
}

const GRANTS: Record<string, Handler> = {
  password: passwordGrant,
  captcha: passwordGrant,
  refresh_token: refreshGrant,
  social: socialGrant,
};

function oauthToken(context: FakeApiContext, req: Request, res: Response): void {
  const grantType = param(req, 'grant_type');
  const grant = GRANTS[grantType];
  if (grant) return grant(context, req, res);
  res.status(400).json({
    error: 'unsupported_grant_type',
    error_description: `Unsupported grant type: ${grantType}`,
  });
}
