import type { ThreadMessageProblem } from '../../src/domain/orderThread';

/** The fake server's refusals of a thread message (Chinese, like the rest of BladeX). */
export const THREAD_MESSAGES = {
  empty: '请输入内容!',
  cannedNotStaff: '只有客服可以使用快捷回复',
  badCanned: '快捷回复不存在',
  badPin: '标注点不存在',
  badAttachments: '附件格式错误',
} as const satisfies Record<ThreadMessageProblem | 'badAttachments', string>;
