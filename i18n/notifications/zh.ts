/** Texts of the notification centre: the bell, its list and one sentence per event type. */
export const notificationsZh = {
  bell: '通知',
  bell_unread: '通知，%{count} 条未读',
  title: '通知',
  empty: '暂无通知',
  load_failed: '通知加载失败',
  mark_all_read: '全部标为已读',
  unread: '未读',
  event: {
    qcPass: '订单 %{orderNo} 已通过质检',
    qcFail: '订单 %{orderNo} 质检未通过',
    qcReturn: '订单 %{orderNo} 已被退回修改',
    caseFlagAnswered: '订单 %{orderNo} 的资料不全标记已答复，设计时钟继续',
    qualificationPass: '您的%{type}资质认证已通过',
    qualificationFail: '您的%{type}资质认证未通过，请查看原因',
    contractConfirmed: '您的纸质合同已确认',
    contractSentBack: '您的纸质合同被退回，请查看原因',
    withdrawalPaid: '提现 %{withdrawalNo}（%{amount}）已打款',
    withdrawalRefused: '提现 %{withdrawalNo}（%{amount}）未通过，金额已退回余额',
    billClosed: '%{month}的账单已生成',
  },
} as const;
