import { TEETH_RULE_TEXTS } from '../../../src/domain/ruleTexts';

/**
 * The tooth chart of an order (issue 24): arch, restoration types, editor, submit counts. The rule
 * texts are also the fake API's refusals.
 */
export const teethZh = {
  title: '牙位图',
  summary: '%{teeth} · %{units}',
  units: '%{smart_count} 单位',
  none: '未标注牙位',
  upper: '上颌',
  lower: '下颌',
  shade: '比色',
  legend: '图例',
  implant: '种植体：%{brand} %{size}',
  tooth_name: '%{tooth} %{type}',
  tooth_empty: '%{tooth} 无修复',
  connector: '%{from} 与 %{to} 连接',
  notation: { label: '牙位编号', fdi: 'FDI', universal: 'Universal' },
  types: {
    fullCrown: '全冠',
    coping: '内冠',
    pontic: '桥体',
    implantCrown: '种植全冠',
    abutment: '种植基台',
    veneer: '贴面',
    inlay: '嵌体',
    removable: '活动义齿',
  },
  editor: {
    open: '编辑牙位图',
    title: '编辑牙位图',
    hint: '点击或用 Tab 选中一颗牙，再选择其修复类型。',
    selected: '牙位 %{tooth}',
    type: '修复类型',
    no_type: '无修复',
    join_next: '与 %{next} 连接',
    implant_brand: '种植体品牌',
    interface_size: '接口尺寸',
    save: '保存',
    cancel: '取消',
    saved: '牙位图已保存',
  },
  counts: {
    from_chart: '按牙位图：全冠 %{full} 颗，内冠 %{inner} 颗',
    reason: '数量与牙位图不同的原因',
  },
  rules: TEETH_RULE_TEXTS,
} as const;
