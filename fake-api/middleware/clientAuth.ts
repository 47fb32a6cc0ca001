import type { RequestHandler } from 'express';
import { MESSAGES, sendFailure } from '../http/blade';

const EXPECTED = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** Every /api call must name the OAuth2 client (the one exception is mounted before this). */
export const requireClient: RequestHandler = (req, res, next) => {
  if (req.get('authorization')?.trim() === EXPECTED) return next();
  sendFailure(res, 401, MESSAGES.clientUnauthorized);
};
