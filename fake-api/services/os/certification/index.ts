import { readReason } from '../../../../src/domain/reasonCodes';
import { Router } from 'express';
import type { Request } from 'express';
import type {
  CertificationAttempt,
  CertificationSubmission,
} from '../../../../dataProvider/onboardingWireTypes';
import { checkFileName } from '../../../../src/domain/fileRules';
import {
  DESIGN_SOFTWARE,
  isValidYears,
  mayApply,
  nextCertificationStatus,
} from '../../../../src/domain/onboarding';
import { isStaff } from '../../../../src/domain/roles';
import { sendOk } from '../../../http/blade';
import { bladePage } from '../../../http/bladePage';
import type { FakeApiContext } from '../../../context';
import { formatDateTime } from '../../../http/format';
import { requireStaff } from '../../../middleware/requireRole';
import { sessionOf } from '../../../middleware/tokenAuth';
import {
  attemptsOf,
  dentureTypes,
  latestAttempt,
  syncCertifications,
  typeStandings,
} from '../../../onboarding/attempts';
import { refuse, type OnboardingMessage } from '../../../messages/onboardingMessages';
import { testCaseOf } from '../../../onboarding/testCases';
import { checkDesignFile } from '../../../onboarding/designFile';
import { objectLink } from '../../../storage/objectGrants';
import type { FakeState } from '../../../store/state';
import { param } from '../../../http/params';
import { findUserById } from '../../../store/userQueries';
import { refuseTooLong } from '../../../messages/limitMessages';
import { emitNotification } from '../../../notifications/events';

/** Qualification per denture type (docs/CONTRACT.md, "Onboarding"). */
export function certificationRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/types', (_req, res) => {
    sendOk(res, typeStandings(state(), sessionOf(res).user));
  });

  // A designer's own attempts, newest first; staff see everyone's (the queue: status=0, ascs).
  router.get('/page', (req, res) => {
    const { user } = sessionOf(res);
    const records = filtered(attemptsOf(state()), req).filter(
      (attempt) => isStaff(user.roleAlias) || attempt.userId === user.id,
    );
    const ascending = param(req, 'ascs') === 'submitTime';
    records.sort(
      (a, b) =>
        (ascending ? 1 : -1) * a.submitTime.localeCompare(b.submitTime) ||
        (ascending ? 1 : -1) * a.id.localeCompare(b.id),
    );
    sendOk(res, bladePage(records, req));
  });

  router.get('/detail', (req, res) => {
    const { user } = sessionOf(res);
    const attempt = attemptsOf(state()).find((item) => item.id === param(req, 'id'));
    if (!attempt || (!isStaff(user.roleAlias) && attempt.userId !== user.id)) {
      return refuse(res, 'attemptNotFound');
    }
    const designer = findUserById(state(), attempt.userId);
    sendOk(res, {
      ...attempt,
      designer: {
        account: designer?.account ?? '',
        name: designer?.name ?? '',
        level: designer?.level ?? '',
        points: designer?.points ?? 0,
      },
      history: attemptsOf(state())
        .filter((item) => item.userId === attempt.userId && item.id !== attempt.id)
        .reverse(),
    });
  });

  router.post('/submit', (req, res, next) => {
    const { user } = sessionOf(res);
    if (user.roleAlias !== 'designer') return refuse(res, 'designerOnly');
    const body = submission(req);
    if (!dentureTypes(state()).some((type) => type.dictKey === body.dentureType)) {
      return refuse(res, 'unknownType');
    }
    const refusal = standingRefusal(state(), user.id, body) ?? invalidSubmission(body);
    if (refusal) return refuse(res, refusal);
    if (refuseTooLong(req, res, [['softwareVersion', body.softwareVersion]])) return;
    checkDesignFile(context, user.id, body)
      .then((file) => {
        if ('refusal' in file) return refuse(res, file.refusal);
        // The storage was read meanwhile: another submit may have been accepted since.
        const late = standingRefusal(state(), user.id, body);
        if (late) return refuse(res, late);
        const attempt: CertificationAttempt = {
          ...body,
          fileLink: objectLink(file.key),
          id: context.newId(),
          userId: user.id,
          account: user.account,
          designerName: user.name,
          testCase: testCaseOf(body.dentureType),
          status: '0',
          reasonCode: '',
          reason: '',
          reviewerName: '',
          submitTime: formatDateTime(context.settings.now()),
          reviewTime: '',
        };
        attemptsOf(state()).push(attempt);
        syncCertifications(state(), user);
        sendOk(res, attempt);
      })
      .catch(next);
  });

  router.post('/review', requireStaff, (req, res) => {
    const attempt = attemptsOf(state()).find((item) => item.id === param(req, 'id'));
    if (!attempt) return refuse(res, 'attemptNotFound');
    const result = param(req, 'result');
    if (result !== 'pass' && result !== 'fail') return refuse(res, 'resultInvalid');
    const next = nextCertificationStatus(attempt.status, result);
    if (!next) return refuse(res, 'notUnderReview');
    const reason =
      result === 'fail'
        ? readReason('review', param(req, 'reasonCode'), param(req, 'reason'))
        : undefined;
    if (reason === 'invalid') return refuse(res, 'reasonInvalid');
    if (typeof reason === 'string') return refuse(res, 'reasonRequired');
    if (reason && typeof reason === 'object' && refuseTooLong(req, res, [['reason', reason.text]]))
      return;
    Object.assign(attempt, {
      status: next,
      reasonCode: reason?.code ?? '',
      reason: reason?.text ?? '',
      reviewerName: sessionOf(res).user.name,
      reviewTime: formatDateTime(context.settings.now()),
    });
    const designer = findUserById(state(), attempt.userId);
    if (designer) syncCertifications(state(), designer);
    const type = result === 'pass' ? 'qualificationPass' : 'qualificationFail';
    emitNotification(context, attempt.userId, type, attempt.id, {
      dentureType: attempt.dentureType,
    });
    sendOk(res, attempt);
  });

  return router;
}

function filtered(records: CertificationAttempt[], req: Request): CertificationAttempt[] {
  const [dentureType, status, account] = ['dentureType', 'status', 'account'].map((name) =>
    param(req, name),
  );
  return records.filter(
    (item) =>
      (!dentureType || item.dentureType === dentureType) &&
      (!status || item.status === status) &&
      (!account || item.account.includes(account)),
  );
}

/** A submission as the handler read it: every field there ("" or NaN when not sent). */
type ReadSubmission = Required<CertificationSubmission>;

function submission(req: Request): ReadSubmission {
  return {
    dentureType: param(req, 'dentureType'),
    software: param(req, 'software'),
    softwareVersion: param(req, 'softwareVersion').trim(),
    years: Number(param(req, 'years') || NaN),
    fileName: param(req, 'fileName'),
    fileLink: param(req, 'fileLink'),
    hashValue: param(req, 'hashValue'),
    fileSize: Number(param(req, 'fileSize')) || 0,
  };
}

/** Why this designer may not apply with this file now: the type's standing, or a file sent before. */
function standingRefusal(
  state: FakeState,
  userId: string,
  body: ReadSubmission,
): OnboardingMessage | undefined {
  const latest = latestAttempt(state, userId, body.dentureType);
  if (!mayApply(latest?.status)) {
    return latest?.status === '1' ? 'alreadyPassed' : 'alreadyUnderReview';
  }
  const own = attemptsOf(state).filter((item) => item.userId === userId);
  return own.some((item) => item.hashValue === body.hashValue) ? 'duplicateFile' : undefined;
}

function invalidSubmission(body: ReadSubmission): OnboardingMessage | undefined {
  if (!(DESIGN_SOFTWARE as readonly string[]).includes(body.software)) return 'softwareInvalid';
  if (!body.softwareVersion) return 'versionRequired';
  if (!isValidYears(body.years)) return 'yearsInvalid';
  if (!body.fileLink || !body.hashValue) return 'fileRequired';
  if (checkFileName('cad', body.fileName)) return 'fileInvalid';
  return undefined;
}
