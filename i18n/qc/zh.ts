/** Quality inspection (issue 14): results, reasons, pins, deviation map. */
export const qcZh = {
  result: {
    title: '质检结果',
    inspector: '质检员 %{inspector}，%{time}',
    pinned: '已标注',
    fly: '定位到标注 %{number}',
  },
  severity: { minor: '轻微', major: '严重', critical: '致命' },
  error: {
    reasonRequired: '请填写不合格原因',
    category: '请选择原因类别',
    severity: '请选择严重程度',
    text: '“其他”须填写说明，最多500字',
    pin: '标注点无效',
  },
  deviation: {
    title: '偏差图',
    compare: '比较',
    against: '对照',
    run: '计算偏差',
    progress: '计算中 %{percent}%',
    coarse: '粗略图已完成，正在精算…',
    tolerance: '公差 %{value} mm',
    max: '最大 %{value} mm',
    mean: '平均 %{value} mm',
    rms: '均方根 %{value} mm',
    within: '公差内面积 %{value}%',
    legend: '图例（mm）：蓝 = 内侧，绿 = 公差内，红 = 外侧',
  },
} as const;
