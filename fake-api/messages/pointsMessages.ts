import type { LevelRule } from '../../src/domain/levels';

/** The fake server's points messages (Chinese, like the rest of BladeX). */
export const POINTS_MESSAGES = {
  reasonRequired: '请填写调整原因',
  amountInvalid: '调整积分必须是非零整数',
  notDesigner: '该用户不是设计师',
} as const;

/** The grab refusal at the level's cap names the rule. */
export function inProgressCapMessage(rule: LevelRule): string {
  return `您当前等级为${rule.level}级，最多可同时进行${rule.maxInProgress}个订单，请先完成进行中的订单`;
}
