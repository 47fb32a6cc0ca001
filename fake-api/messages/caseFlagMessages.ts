import type { CaseFlagError } from '../../src/domain/caseFlag';

/** The fake server's refusals of a case flag and its answer (Chinese, like the rest of BladeX). */
export const CASE_FLAG_ERROR_MESSAGES = {
  'app.orders.case_flag.error.code': '请选择资料不全的类型',
  'app.orders.case_flag.error.note': '请填写说明',
  'app.orders.case_flag.error.note_too_long': '说明不能超过500个字符',
  'app.orders.case_flag.error.pins': '标注点坐标无效',
  'app.orders.case_flag.error.answer': '请选择答复：客户已补全资料，或按现有资料继续',
} as const satisfies Record<CaseFlagError, string>;

export const CASE_FLAG_MESSAGES = {
  notInDesign: '只有设计中的订单可以标记资料不全',
  windowClosed: '接单已超过4小时，不能再标记资料不全，请联系客服',
  alreadyFlagged: '该订单已标记过资料不全',
  awaitingAnswer: '该订单已标记资料不全，请等待客服答复',
  notFlagged: '该订单没有待答复的资料不全标记',
} as const;
