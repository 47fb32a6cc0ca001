import { Router } from 'express';
import type { RequestHandler } from 'express';
import { missingParameter, sendFailure, sendOk } from '../../http/blade';
import type { FakeApiContext } from '../../context';
import { formatDateTime } from '../../http/format';
import { accountTakenMessage } from '../../messages/registerMessages';
import { param, tenantParam } from '../../http/params';
import { emptyPayment } from '../../seed/users';
import { findInviter } from '../../profile/referrals';
import type { UserRecord } from '../../store/state';
import { findUserByAccount } from '../../store/userQueries';
import { refuseTooLong } from '../../messages/limitMessages';
import { validateRequest } from '../../http/openApiValidation';

/** /api/blade-user/register-guest: a third-party sign-in registers a pending designer. */
export function registerGuestRoutes(context: FakeApiContext): Router {
  const router = Router();

  // The account name is checked against docs/api/openapi.yaml (SPEC §5) once it is given.
  router.post('/register-guest', requireFields, validateRequest(), (req, res) => {
    const state = context.store.state();
    const tenantId = tenantParam(req);
    const [name, account, password] = REQUIRED.map((field) => param(req, field));
    if (refuseTooLong(req, res, [['nickName', name]])) return;
    if (!state.tenants.some((tenant) => tenant.tenantId === tenantId)) {
      return sendFailure(res, 400, '租户ID未找到');
    }
    if (findUserByAccount(state, tenantId, account)) {
      return sendFailure(res, 400, accountTakenMessage(account));
    }
    const identity = state.socialIdentities.find((item) => item.oauthId === param(req, 'oauthId'));
    if (!identity || identity.userId) return sendFailure(res, 400, '第三方登陆信息错误!');
    const user = pendingDesigner(context, { tenantId, name, account, password });
    user.invitedBy = findInviter(state, param(req, 'inviteCode'))?.id ?? '';
    state.users.push(user);
    identity.userId = user.id;
    sendOk(res, null);
  });

  return router;
}

const REQUIRED = ['name', 'account', 'password'] as const;

const requireFields: RequestHandler = (req, res, next) => {
  const missing = REQUIRED.find((field) => !param(req, field));
  if (missing) return sendFailure(res, 400, missingParameter(missing));
  next();
};

type Registration = Pick<UserRecord, 'tenantId' | 'name' | 'account' | 'password'>;

function pendingDesigner(context: FakeApiContext, registration: Registration): UserRecord {
  const designerRole = context.store.state().roles.find((role) => role.roleAlias === 'designer');
  const template = context.store.state().users.find((user) => user.roleAlias === 'designer');
  return {
    ...registration,
    id: context.newId(),
    password: registration.password.toLowerCase(),
    weakPassword: false,
    realName: registration.name,
    avatar: '',
    phone: '',
    email: '',
    roleId: designerRole?.id ?? '',
    roleAlias: 'designer',
    deptId: template?.deptId ?? '',
    postId: template?.postId ?? '',
    status: '0',
    isCompanyMember: '0',
    level: 'D',
    points: 0,
    contractStatus: '0',
    trackNum: '',
    mainAccountId: '',
    invitedBy: '',
    certifications: [],
    payment: emptyPayment(),
    createTime: formatDateTime(context.settings.now()),
    lastLoginTime: '',
  };
}
