import { Router } from 'express';
import type { Request, Response } from 'express';
import type { ContractView } from '../../dataProvider/onboardingWireTypes';
import {
  isValidIdNumber,
  isValidTrackingNumber,
  nextContractStatus,
} from '../../src/domain/onboarding';
import type { ContractMove, IdKind } from '../../src/domain/onboarding';
import { sendOk } from '../http/blade';
import { bladePage } from '../http/bladePage';
import type { FakeApiContext } from '../context';
import { formatDateTime } from '../http/format';
import { requireStaff } from '../middleware/requireRole';
import { sessionOf } from '../middleware/tokenAuth';
import { contractHtml } from '../onboarding/contractHtml';
import { refuse } from '../messages/onboardingMessages';
import { param } from '../http/params';
import type { ContractRecord, FakeState, UserRecord } from '../store/state';
import { findUserById } from '../store/userQueries';

/** Contract signing (online or paper) and the staff desk (docs/CONTRACT.md, "Onboarding"). */
export function contractRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();
  const mode = context.settings.contractSigning;
  const now = () => formatDateTime(context.settings.now());

  const move = (
    user: UserRecord,
    res: Response,
    action: ContractMove,
  ): ContractRecord | undefined => {
    const contract = contractOf(state(), user);
    const next = nextContractStatus(contract.status, action);
    if (!next) {
      return void refuse(res, contract.status === '2' ? 'contractSigned' : 'contractIllegal');
    }
    return contract;
  };
  const settle = (user: UserRecord, contract: ContractRecord, status: ContractRecord['status']) => {
    contract.status = status;
    user.contractStatus = status;
    user.trackNum = contract.trackNum;
    context.store.persist();
  };

  router.get('/os/contract/detail', (_req, res) => {
    const { user } = sessionOf(res);
    sendOk(res, viewOf(state(), user, mode));
  });

  router.post('/os/contract/sign', (req, res) => {
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
    const contract = move(user, res, 'signOnline');
    if (!contract) return;
    Object.assign(contract, identity, {
      signedName: identity.realName,
      signTime: now(),
      submitTime: now(),
      reason: '',
    });
    settle(user, contract, '2');
    sendOk(res, viewOf(state(), user, mode));
  });

  // SPEC §7: GET with the tracking number (and the identity the paper carries) as query.
  router.get('/os/user/addTrackNum', (req, res) => {
    const { user } = sessionOf(res);
    if (mode !== 'paper') return refuse(res, 'paperNotAllowed');
    const identity = identityOf(req, res);
    if (!identity) return;
    const trackNum = param(req, 'trackNum').trim();
    if (!isValidTrackingNumber(trackNum)) return refuse(res, 'trackNumInvalid');
    const contract = move(user, res, 'mail');
    if (!contract) return;
    Object.assign(contract, identity, { trackNum, submitTime: now(), reason: '' });
    settle(user, contract, '1');
    sendOk(res, viewOf(state(), user, mode));
  });

  router.get('/os/contract/desk/page', requireStaff, (req, res) => {
    const records = (state().contracts ?? [])
      .filter((contract) => contract.status === '1')
      .sort((a, b) => a.submitTime.localeCompare(b.submitTime))
      .flatMap((contract) => {
        const user = findUserById(state(), contract.userId);
        return user ? [{ ...viewOf(state(), user, mode), html: '', id: user.id }] : [];
      });
    sendOk(res, bladePage(records, req));
  });

  for (const [path, action] of [
    ['confirm', 'confirm'],
    ['sendBack', 'sendBack'],
  ] as const) {
    router.post(`/os/contract/${path}`, requireStaff, (req, res) => {
      const user = findUserById(state(), param(req, 'userId'));
      if (!user || user.roleAlias !== 'designer') return refuse(res, 'contractNotFound');
      const reason = param(req, 'reason').trim();
      if (action === 'sendBack' && !reason) return refuse(res, 'reasonRequired');
      const contract = move(user, res, action);
      if (!contract) return;
      const next = nextContractStatus(contract.status, action) ?? contract.status;
      if (action === 'confirm')
        Object.assign(contract, { signTime: now(), signedName: contract.realName });
      else Object.assign(contract, { reason, trackNum: '' });
      settle(user, contract, next);
      sendOk(res, viewOf(state(), user, mode));
    });
  }

  return router;
}

/** The designer's contract record, created "not signed" on first use. */
function contractOf(state: FakeState, user: UserRecord): ContractRecord {
  state.contracts ??= [];
  let contract = state.contracts.find((item) => item.userId === user.id);
  if (!contract) {
    contract = {
      userId: user.id,
      status: user.contractStatus,
      realName: user.realName,
      idKind: 'resident',
      idNumber: '',
      signedName: '',
      signTime: '',
      trackNum: user.trackNum,
      reason: '',
      submitTime: '',
    };
    state.contracts.push(contract);
  }
  return contract;
}

function viewOf(
  state: FakeState,
  user: UserRecord,
  mode: ContractView['signingMode'],
): ContractView {
  const contract = state.contracts?.find((item) => item.userId === user.id);
  return {
    userId: user.id,
    account: user.account,
    status: user.contractStatus,
    signingMode: mode,
    html: contractHtml(user),
    realName: contract?.realName ?? user.realName,
    idKind: contract?.idKind ?? 'resident',
    idNumber: contract?.idNumber ?? '',
    signedName: contract?.signedName ?? '',
    signTime: contract?.signTime ?? '',
    trackNum: contract?.trackNum ?? user.trackNum,
    reason: contract?.reason ?? '',
    submitTime: contract?.submitTime ?? '',
  };
}

/** The identity fields a contract needs, or undefined after answering 400. */
function identityOf(req: Request, res: Response) {
  const realName = param(req, 'realName').trim();
  if (!realName) return void refuse(res, 'realNameRequired');
  const idKind: IdKind = param(req, 'idKind') === 'passport' ? 'passport' : 'resident';
  const idNumber = param(req, 'idNumber').trim().toUpperCase();
  if (!isValidIdNumber(idKind, idNumber)) return void refuse(res, 'idNumberInvalid');
  return { realName, idKind, idNumber };
}
