import { Router } from 'express';
import { nextContractStatus } from '../../../../src/domain/onboarding';
import { sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { requireStaff } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import { identityOf, movableContract, settleContract, viewOf } from '../../../onboarding/contracts';
import { refuse } from '../../../messages/onboardingMessages';
import { bodyOf, languageParam, param } from '../../../http/params';
import { parseLanguage } from '../../../messages/authMessages';
import { CONTRACT_VERSION } from '../../../onboarding/contractDocuments';
import type { Request, Response } from 'express';
import { findUserById } from '../../../store/userQueries';
import { refuseTooLong } from '../../../messages/limitMessages';
import { emitNotification } from '../../../notifications/events';

/** /api/os/contract: online signing and the staff desk (docs/CONTRACT.md, "Onboarding"). */
export function contractRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const mode = context.settings.contractSigning;
  const now = () => formatDateTime(context.settings.now());

  router.get('/detail', (req, res) => {
    const { user } = sessionOf(res);
    sendOk(res, viewOf(state(), user, mode, languageOf(req, res)));
  });

  router.post('/sign', (req, res) => {
    const { user } = sessionOf(res);
    if (mode !== 'online') return refuse(res, 'onlineNotAllowed');
    const identity = identityOf(req, res);
    if (!identity) return;
    if (param(req, 'agree') !== 'true' && req.body?.agree !== true) {
      return refuse(res, 'agreeRequired');
    }
    if (param(req, 'signedName').trim() !== identity.realName) {
      return refuse(res, 'signedNameMismatch');
    }
    // The designer signs the text shown: its version must be the current one, in a known language.
    const language = parseLanguage(bodyOf(req).language) ?? languageParam(req);
    if (param(req, 'version') !== CONTRACT_VERSION || !language) {
      return refuse(res, 'contractVersionStale');
    }
    const contract = movableContract(state(), user, res, 'signOnline');
    if (!contract) return;
    Object.assign(contract, identity, {
      signedVersion: CONTRACT_VERSION,
      signedLanguage: language,
      signedName: identity.realName,
      signTime: now(),
      submitTime: now(),
      reason: '',
    });
    settleContract(user, contract, '2');
    sendOk(res, viewOf(state(), user, mode, languageOf(req, res)));
  });

  router.get('/desk/page', requireStaff, (req, res) => {
    const records = (state().contracts ?? [])
      .filter((contract) => contract.status === '1')
      .sort((a, b) => a.submitTime.localeCompare(b.submitTime))
      .flatMap((contract) => {
        const user = findUserById(state(), contract.userId);
        return user
          ? [{ ...viewOf(state(), user, mode, languageOf(req, res)), html: '', id: user.id }]
          : [];
      });
    sendOk(res, bladePage(records, req));
  });

  // Contracts signed online (they have a version and language to show), newest first.
  router.get('/signed/page', requireStaff, (req, res) => {
    const account = param(req, 'account').trim();
    const records = (state().contracts ?? [])
      .filter((contract) => contract.status === '2' && contract.signedVersion)
      .sort((a, b) => b.signTime.localeCompare(a.signTime))
      .flatMap((contract) => {
        const user = findUserById(state(), contract.userId);
        return user && (!account || user.account === account)
          ? [{ ...viewOf(state(), user, mode, languageOf(req, res)), html: '', id: user.id }]
          : [];
      });
    sendOk(res, bladePage(records, req));
  });

  for (const [path, action] of [
    ['confirm', 'confirm'],
    ['sendBack', 'sendBack'],
  ] as const) {
    router.post(`/${path}`, requireStaff, (req, res) => {
      const user = findUserById(state(), param(req, 'userId'));
      if (!user || user.roleAlias !== 'designer') return refuse(res, 'contractNotFound');
      const reason = param(req, 'reason').trim();
      if (action === 'sendBack' && !reason) return refuse(res, 'reasonRequired');
      if (refuseTooLong(req, res, [['reason', reason]])) return;
      const contract = movableContract(state(), user, res, action);
      if (!contract) return;
      const next = nextContractStatus(contract.status, action) ?? contract.status;
      if (action === 'confirm')
        Object.assign(contract, { signTime: now(), signedName: contract.realName });
      else Object.assign(contract, { reason, trackNum: '' });
      settleContract(user, contract, next);
      const type = action === 'confirm' ? 'contractConfirmed' : 'contractSentBack';
      emitNotification(context, user.id, type, user.id);
      sendOk(res, viewOf(state(), user, mode, languageOf(req, res)));
    });
  }

  return router;
}

/** The language of the text to show: asked for, else the token's. */
function languageOf(req: Request, res: Response) {
  return languageParam(req) ?? sessionOf(res).token.language;
}
