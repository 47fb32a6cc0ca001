/** Texts of the case flag (issue 24): a designer flags an incomplete case, staff answer. */
export const caseFlagZh = {
  action: '标记资料不全',
  dialog_title: '标记订单 %{orderNo} 资料不全',
  hint: '接单后 %{hours} 小时内可标记。标记后设计时钟暂停，直到客服答复；答复后截止时间顺延暂停的时长。',
  pool_hint: '从抢单池标记时，订单即由您接单，设计时钟立即暂停，直到客服答复。',
  code: '问题类型',
  note: '说明',
  submit: '提交标记',
  close: '取消',
  place_pins: '在扫描上标注 (%{count})',
  clear_pins: '清除标注',
  show_pins: '查看扫描上的标注 (%{count})',
  no_scans: '该订单没有可查看的扫描文件',
  codes: {
    missingScan: '缺少扫描数据',
    noAntagonist: '没有对颌',
    unreadableMargin: '边缘线无法识别',
    unclearRequest: '设计要求不清楚',
  },
  panel_title: '资料不全标记',
  paused: '已暂停：等待客服答复',
  countdown_paused: '已暂停 · 剩余 %{time}',
  flagged_at: '标记时间：%{time}',
  answered: '客服答复：%{answer}',
  answered_at: '答复时间：%{time}',
  answers: {
    completed: '客户已补全资料',
    proceed: '按现有资料继续',
  },
  answer_note: '答复说明',
  answer_confirm: {
    title: '答复订单 %{orderNo} 的资料不全标记：“%{answer}”？',
    completed: '设计时钟随即恢复计时，截止时间顺延暂停的时长，并通知设计师。',
    proceed:
      '设计时钟随即恢复计时，截止时间顺延暂停的时长，并通知设计师；此后该订单质检不合格或退回，不扣设计师的积分，也不计入一次通过率。',
  },
  done: {
    flag: '已标记资料不全，设计时钟已暂停',
    answer: '已答复，设计时钟继续',
  },
  queue: {
    title: '待答复的资料不全订单',
    empty: '暂无待答复的标记',
  },
  error: {
    code: '请选择问题类型',
    note: '请填写说明',
    note_too_long: '说明不能超过500个字符',
    pins: '标注点坐标无效',
    answer: '请选择答复',
  },
} as const;
