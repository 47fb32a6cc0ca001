/** The fake server's points messages (Chinese, like the rest of BladeX). */
export const POINTS_MESSAGES = {
  reasonRequired: '请填写调整原因',
  amountInvalid: '调整积分必须是非零整数',
  notDesigner: '该用户不是设计师',
} as const;
