import type { RequestHandler } from 'express';
import { MESSAGES, sendFailure } from '../http/blade';
import { requestMessage } from '../messages/requestMessages';
import type { RoleAlias } from '../store/state';
import { sessionOf } from './tokenAuth';

/** Lets the call through only for these roles; anyone else gets 403 (a designer on a staff call). */
export function requireRole(...roles: readonly RoleAlias[]): RequestHandler {
  return (_req, res, next) => {
    if (roles.includes(sessionOf(res).user.roleAlias)) return next();
    sendFailure(res, 403, MESSAGES.forbidden);
  };
}

/** Customer service or administrator: the staff calls (reviews, inspection, desks). */
export const requireStaff = requireRole('customer_service', 'administrator');

/** Administrator only: registration approval, points adjustment, month closing. */
export const requireAdmin = requireRole('administrator');

/**
 * Refuses a company member (isCompanyMember "1", SPEC §6: "sees only My design sheet") the
 * grab, the resource pool and withdrawals with 403: the menu hides them, the server refuses them.
 */
export const refuseCompanyMember: RequestHandler = (req, res, next) => {
  if (sessionOf(res).user.isCompanyMember !== '1') return next();
  sendFailure(res, 403, requestMessage(req, 'companyMemberRefused'));
};
