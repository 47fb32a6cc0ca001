import type { Request, Response } from 'express';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import { authMessage } from '../messages/authMessages';
import { randomHex } from '../seed/random';
import { languageParam, param } from '../http/params';
import type { SocialIdentityRecord } from '../store/state';
import { findUserByAccount, findUserById } from '../store/userQueries';
import { completeLogin, knownTenant } from './login';

/**
 * GET /oauth/render/{source}: stands in for the provider's consent page. `as=bound` (consent
 * of `designer`'s bound identity, no credential asked) exists only under FAKE_API_CONTROL=1.
 */
export function renderConsent(context: FakeApiContext, req: Request, res: Response): void {
  const source = req.params.source ?? '';
  const kind = context.settings.control && param(req, 'as') === 'bound' ? 'bound' : 'new';
  const { code, state } = context.socialCodes.issue(source, kind);
  const query = new URLSearchParams({ source, code, state });
  res.redirect(302, `/login?${query.toString()}`);
}

/** grant_type=social: a bound identity logs in, a new one answers user_id "-1". */
export function socialGrant(context: FakeApiContext, req: Request, res: Response): void {
  const language = languageParam(req);
  if (!knownTenant(context, req, res)) return;
  const source = param(req, 'source');
  const consent = context.socialCodes.redeem(source, param(req, 'code'), param(req, 'state'));
  if (!consent) {
    const message = authMessage('第三方授权失败', language);
    res.status(400).json({ code: 400, msg: message, error_description: message });
    return;
  }
  const identity =
    consent.kind === 'bound' ? designerIdentity(context, source) : newIdentity(context, source);
  const user = identity.userId ? findUserById(context.store.state(), identity.userId) : undefined;
  if (!user) {
    res.json({ user_id: '-1', oauth_id: identity.oauthId, account: '' });
    return;
  }
  completeLogin(context, res, user, language, identity.oauthId);
}

function designerIdentity(context: FakeApiContext, source: string): SocialIdentityRecord {
  const state = context.store.state();
  const designer = findUserByAccount(state, '000000', 'designer');
  const existing = state.socialIdentities.find(
    (identity) => identity.source === source && identity.userId === designer?.id,
  );
  return existing ?? newIdentity(context, source, designer?.id);
}

function newIdentity(context: FakeApiContext, source: string, userId = ''): SocialIdentityRecord {
  const uuid = `${source}-${randomHex(6)}`;
  const identity: SocialIdentityRecord = {
    id: context.newId(),
    oauthId: context.newId(),
    source,
    uuid,
    username: uuid,
    userId,
    createTime: formatDateTime(context.settings.now()),
  };
  context.store.state().socialIdentities.push(identity);
  return identity;
}
