import { HttpError } from 'react-admin';
import { UnboundSocialAccountError, WeakPasswordError } from '../client/errors';
import type { TokenResponse } from '../wireTypes';

/**
 * Checks a token call's answer; throws what the login page shows instead of logging in:
 * WeakPasswordError (key 5001), UnboundSocialAccountError (user_id "-1"), or an Error
 * carrying error_description.
 */
export function readLoginAnswer(answer: TokenResponse, account: string): TokenResponse {
  const weak = answer['5001'];
  if (weak !== undefined) throw new WeakPasswordError(answer.account || account, weak);
  if (answer.error_description) throw new Error(answer.error_description);
  if (answer.user_id === '-1') {
    throw new UnboundSocialAccountError(answer.oauth_id ?? answer.oauthId ?? '');
  }
  if (!answer.access_token) throw new Error('app.error.unknown');
  return answer;
}

/** True when a refused sign-in says the server wants the image captcha from now on. */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  const body: unknown = error.body;
  return (
    typeof body === 'object' && body !== null && (body as { captcha?: unknown }).captcha === true
  );
}
