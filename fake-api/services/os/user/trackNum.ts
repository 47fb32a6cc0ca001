import { Router } from 'express';
import { isValidTrackingNumber } from '../../../../src/domain/onboarding';
import { sendOk } from '../../../http/blade';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { sessionOf } from '../../../middleware/tokenAuth';
import { refuse } from '../../../messages/onboardingMessages';
import { languageParam, param } from '../../../http/params';
import { identityOf, movableContract, settleContract, viewOf } from '../../../onboarding/contracts';

/** /api/os/user/addTrackNum: a paper contract's tracking number (docs/CONTRACT.md, "Onboarding"). */
export function trackNumRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const mode = context.settings.contractSigning;
  const now = () => formatDateTime(context.settings.now());

  // SPEC §7: GET with the tracking number (and the identity the paper carries) as query.
  router.get('/addTrackNum', (req, res) => {
    const { user } = sessionOf(res);
    if (mode !== 'paper') return refuse(res, 'paperNotAllowed');
    const identity = identityOf(req, res);
    if (!identity) return;
    const trackNum = param(req, 'trackNum').trim();
    if (!isValidTrackingNumber(trackNum)) return refuse(res, 'trackNumInvalid');
    const contract = movableContract(state(), user, res, 'mail');
    if (!contract) return;
    Object.assign(contract, identity, { trackNum, submitTime: now(), reason: '' });
    settleContract(user, contract, '1');
    sendOk(res, viewOf(state(), user, mode, languageParam(req) ?? sessionOf(res).token.language));
  });

  return router;
}
