import type { CancelBlocker } from '../../src/domain/cancelRules';
import type { GrabBlocker } from '../../src/domain/grabRules';
import type { DispatchBlocker } from '../../src/domain/subDispatch';
import type { TaskAction, TaskStatus } from '../../src/domain/taskStates';
import { UPLOAD_RULE_TEXTS } from '../../src/domain/ruleTexts';
import { TASK_STATUS_NAMES } from './taskStatusNames';

/** The fake server's business messages (Chinese, like the rest of BladeX). */
export const TASK_MESSAGES = {
  notFound: '任务不存在',
  taken: '手慢了，该订单已被其他设计师抢走',
  subAccountGrab: '子账号不能抢单，请等待主账号派单',
  notHolder: '您不是该订单的设计师',
  reasonRequired: '退回原因不能为空',
  cadRequired: UPLOAD_RULE_TEXTS.cad_required,
  subUserUnknown: '该子账号不存在',
  notMainAccount: '只有主账号可以派单',
  notDispatchedToYou: '该订单未派发给您',
  unknownGroup: '分组不存在',
} as const;

export const GRAB_MESSAGES: Record<GrabBlocker, string> = {
  not_certified: '您尚未通过资质认证，不能抢单',
  contract_unsigned: '您尚未签署合同，不能抢单',
  type_not_certified: '您尚未通过该义齿类型的资质认证，不能抢单',
};

export const DISPATCH_MESSAGES: Record<DispatchBlocker, string> = {
  not_in_design: '只有设计中或返工的订单可以派单',
  already_dispatched: '该订单已派单，请先撤回',
  not_dispatched: '该订单未派单',
  withdrawn: '主账号已撤回该派单',
  already_received: '子账号已接单，不能撤回',
};

const ACTION_NAMES: Record<TaskAction, string> = {
  grab: '抢单',
  cancel: '退回',
  submit: '提交',
  rework: '返工',
  pass: '质检通过',
  fail: '判定不合格',
  return: '质检退回',
};

export const illegalMove = (action: TaskAction, status: TaskStatus) =>
  `订单当前状态为「${TASK_STATUS_NAMES[status].zh}」，不能${ACTION_NAMES[action]}`;

/** Why the caller may not return the order to the pool (src/domain/cancelRules.ts). */
export function cancelRefusal(blocker: CancelBlocker, status: TaskStatus): string {
  if (blocker === 'not_holder') return TASK_MESSAGES.notHolder;
  if (blocker === 'dispatched') return DISPATCH_MESSAGES.already_dispatched;
  return illegalMove('cancel', status);
}
