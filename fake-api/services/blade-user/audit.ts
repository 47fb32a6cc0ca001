import { Router } from 'express';
import type { Registration } from '../../../dataProvider/onboardingWireTypes';
import { nextRegistrationStatus } from '../../../src/domain/onboarding';
import { missingParameter, sendFailure, sendOk } from '../../http/blade';
import { bladePage } from '../../http/bladePage';
import type { FakeApiContext } from '../../context';
import { requireAdmin } from '../../middleware/requireRole';
import { refuse } from '../../messages/onboardingMessages';
import { param } from '../../http/params';
import type { UserRecord } from '../../store/state';
import { refuseTooLong } from '../../messages/limitMessages';

/** The administrator's approval of third-party registrations (docs/CONTRACT.md, "Onboarding"). */
export function registrationRoutes(context: FakeApiContext): Router {
  const router = Router();
  const state = () => context.store.state();

  router.get('/audit/page', requireAdmin, (req, res) => {
    const status = param(req, 'status') || '0';
    const records = state()
      .users.filter((user) => user.roleAlias === 'designer' && user.status === status)
      .sort((a, b) => a.createTime.localeCompare(b.createTime))
      .map(registrationOf);
    sendOk(res, bladePage(records, req));
  });

  // Both calls take several ids (BladeX's audit-pass style); all are checked before any moves.
  for (const [path, move] of [
    ['audit-pass', 'approve'],
    ['audit-refuse', 'reject'],
  ] as const) {
    router.post(`/${path}`, requireAdmin, (req, res) => {
      const ids = param(req, 'userIds').split(',').filter(Boolean);
      if (ids.length === 0) return sendFailure(res, 400, missingParameter('userIds'));
      const reason = param(req, 'reason').trim();
      if (move === 'reject' && !reason) return refuse(res, 'reasonRequired');
      if (refuseTooLong(req, res, [['reason', reason]])) return;
      const users = ids.map((id) => state().users.find((user) => user.id === id));
      if (users.some((user) => !user)) return refuse(res, 'registrationNotFound');
      const found = users as UserRecord[];
      if (found.some((user) => !nextRegistrationStatus(user.status, move))) {
        return refuse(res, 'registrationNotPending');
      }
      for (const user of found) {
        user.status = nextRegistrationStatus(user.status, move) ?? user.status;
        user.rejectReason = move === 'reject' ? reason : '';
      }
      sendOk(res, null);
    });
  }

  return router;
}

function registrationOf(user: UserRecord): Registration {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    tenantId: user.tenantId,
    status: user.status,
    reason: user.rejectReason ?? '',
    createTime: user.createTime,
  };
}
