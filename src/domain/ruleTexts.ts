/**
 * The Chinese texts of the rules the portal and the server both check (fileRules.ts,
 * submitRules.ts, teeth.ts), by rule name: the portal's zh catalogs show them under `rules`
 * (i18n/upload/zh.ts, i18n/orders/teeth/zh.ts) and the fake API refuses with them. One table, so
 * the server's refusal and the portal's message cannot drift apart.
 */
export const UPLOAD_RULE_TEXTS = {
  cad_format: 'CAD 文件只能上传 .stl 格式',
  cad_count: 'CAD 文件须且只能上传一个',
  cad_full: 'CAD 文件已登记：要换一个版本，请在已登记的文件上点“替换”',
  cad_required: '请先上传CAD设计文件再提交',
  reticle_format: '刻线模型只能上传 .stl 格式',
  mold_format: '牙模文件只能上传 .stl、.ply 或 .obj 格式',
  bracket_format: '牙托文件只能上传 .stl、.ply 或 .obj 格式',
  dlp_format: 'DLP 模型只能上传 .stl、.ply 或 .obj 格式',
  dlp_count: 'DLP 模型须上传 1 至 2 个文件，不能为 0 个',
  dlp_full: '两个 DLP 模型都已登记：请替换其中一个',
  comma: '文件名在扩展名前不能包含逗号',
  duplicate: '该文件已上传，请勿重复上传',
  crown_number: '请输入大于或等于 0 的整数',
  crown_required: '该任务需要此类牙冠，数量须大于 0',
} as const;

export const TEETH_RULE_TEXTS = {
  tooth_invalid: '牙位无效，请使用 FDI 恒牙编号 11-48',
  tooth_twice: '同一牙位只能出现一次',
  type_invalid: '修复类型无效',
  implant_fields: '只有种植修复可以填写种植体品牌和接口尺寸',
  shade_long: '比色不能超过16个字符',
  connector_unit: '连接体两端必须是牙位图中的牙位',
  connector_neighbours: '连接体只能连接同一牙弓中相邻的牙位',
  pontic_alone: '桥体必须与相邻牙位连接',
  reason_required: '牙冠数量与牙位图不一致，请填写原因',
} as const;

const BY_KEY_PREFIX: readonly (readonly [
  prefix: string,
  texts: Readonly<Record<string, string>>,
])[] = [
  ['app.upload.rules.', UPLOAD_RULE_TEXTS],
  ['app.orders.teeth.rules.', TEETH_RULE_TEXTS],
];

/** The text of a rule named by its translation key (`app.upload.rules.cad_count`); other keys unchanged. */
export function ruleText(key: string): string {
  for (const [prefix, texts] of BY_KEY_PREFIX) {
    const rule = key.slice(prefix.length);
    if (key.startsWith(prefix) && Object.hasOwn(texts, rule)) return texts[rule];
  }
  return key;
}
