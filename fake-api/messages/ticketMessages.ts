import { TICKET_PROBLEM_CATEGORY } from '../../src/domain/tickets';

/** The work-order refusals of os/ticket (Chinese, like the rest of BladeX). */
export const TICKET_MESSAGES = {
  notFound: '工单不存在',
  subjectRequired: '请输入标题!',
  contentRequired: '请输入内容!',
  badCategory: `问题分类只能是${TICKET_PROBLEM_CATEGORY}`,
  badAttachments: '附件格式错误',
  closed: '工单已关闭，无法回复',
  badStatus: '工单状态不正确',
  illegalMove: '当前状态不允许此操作',
} as const;
