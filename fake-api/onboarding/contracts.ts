import type { Request, Response } from 'express';
import type { ContractView } from '../../dataProvider/onboardingWireTypes';
import { isValidIdNumber, nextContractStatus } from '../../src/domain/onboarding';
import type { ContractMove, IdKind } from '../../src/domain/onboarding';
import { refuse } from '../messages/onboardingMessages';
import { param } from '../http/params';
import type { ContractRecord, FakeState, UserRecord } from '../store/state';
import { contractHtml } from './contractHtml';
import { CONTRACT_VERSIONS, contractDocument, type ContractVersions } from './contractDocuments';
import type { Language } from '../../i18n/languages';

/** The contract record after `action`, or undefined after answering 400 when the move is illegal. */
export function movableContract(
  state: FakeState,
  user: UserRecord,
  res: Response,
  action: ContractMove,
): ContractRecord | undefined {
  const contract = contractOf(state, user);
  const next = nextContractStatus(contract.status, action);
  if (!next) {
    return void refuse(res, contract.status === '2' ? 'contractSigned' : 'contractIllegal');
  }
  return contract;
}

/** The contract's new status, mirrored on the user. */
export function settleContract(
  user: UserRecord,
  contract: ContractRecord,
  status: ContractRecord['status'],
): void {
  contract.status = status;
  user.contractStatus = status;
  user.trackNum = contract.trackNum;
}

/** The designer's contract record, created "not signed" on first use. */
export function contractOf(state: FakeState, user: UserRecord): ContractRecord {
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
      signedVersion: '',
      signedLanguage: '',
    };
    state.contracts.push(contract);
  }
  return contract;
}

/**
 * The contract as the caller sees it: the text in `language`, or, once signed online, in the
 * version and language the signature covers (`versions`: the texts kept, replaced in tests).
 */
export function viewOf(
  state: FakeState,
  user: UserRecord,
  mode: ContractView['signingMode'],
  language: Language,
  versions: ContractVersions = CONTRACT_VERSIONS,
): ContractView {
  const contract = state.contracts?.find((item) => item.userId === user.id);
  const signedLanguage = contract?.signedLanguage ?? '';
  const document = contractDocument(
    signedLanguage || language,
    {
      name: contract?.realName ?? user.realName,
      account: user.account,
      currency: user.payment?.currency === 'USD' ? 'USD' : 'RMB',
    },
    contract?.signedVersion || undefined,
    versions,
  );
  return {
    userId: user.id,
    account: user.account,
    status: user.contractStatus,
    signingMode: mode,
    html: contractHtml(document),
    document,
    signedVersion: contract?.signedVersion ?? '',
    signedLanguage,
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
export function identityOf(req: Request, res: Response) {
  const realName = param(req, 'realName').trim();
  if (!realName) return void refuse(res, 'realNameRequired');
  const idKind: IdKind = param(req, 'idKind') === 'passport' ? 'passport' : 'resident';
  const idNumber = param(req, 'idNumber').trim().toUpperCase();
  if (!isValidIdNumber(idKind, idNumber)) return void refuse(res, 'idNumberInvalid');
  return { realName, idKind, idNumber };
}
