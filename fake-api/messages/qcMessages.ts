import type { QcReasonError } from '../../src/domain/qcReasons';

/** The fake server's refusals of an inspection (Chinese, like the rest of BladeX). */
export const QC_MESSAGES = {
  'app.orders.qc.error.reasonRequired': '请填写不合格原因',
  'app.orders.qc.error.category': '质检原因类别无效',
  'app.orders.qc.error.severity': '质检原因严重程度无效',
  'app.orders.qc.error.text': '质检原因说明无效（“其他”须填写说明，最多500字）',
  'app.orders.qc.error.pin': '标注点坐标无效',
} as const satisfies Record<QcReasonError, string>;
