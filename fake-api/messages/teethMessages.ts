/**
 * The server's refusals of a tooth chart and of a submit's counts (issue 24), one per rule of
 * src/domain/teeth.ts and submitRules.ts, named by the portal's key `app.orders.teeth.rules.<rule>`.
 */
export const TEETH_RULE_MESSAGES = {
  tooth_invalid: '牙位无效，请使用 FDI 恒牙编号 11-48',
  tooth_twice: '同一牙位只能出现一次',
  type_invalid: '修复类型无效',
  implant_fields: '只有种植修复可以填写种植体品牌和接口尺寸',
  shade_long: '比色不能超过16个字符',
  connector_unit: '连接体两端必须是牙位图中的牙位',
  connector_neighbours: '连接体只能连接同一牙弓中相邻的牙位',
  pontic_alone: '桥体必须与相邻牙位连接',
  reason_required: '牙冠数量与牙位图不一致，请填写原因',
  chart_invalid: '牙位图格式错误',
  chart_locked: '订单已提交质检，牙位图不可修改',
} as const;

type TeethRule = keyof typeof TEETH_RULE_MESSAGES;

/** The text of a rule named by its key; keys of other rule sets come back unchanged. */
export function teethRuleMessage(key: string): string {
  const rule = key.split('.').at(-1) ?? '';
  return key.startsWith('app.orders.teeth.') && rule in TEETH_RULE_MESSAGES
    ? TEETH_RULE_MESSAGES[rule as TeethRule]
    : key;
}
