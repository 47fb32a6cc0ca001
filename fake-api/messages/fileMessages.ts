/**
 * The server's refusals of a CAD delivery (Chinese, like the rest of BladeX), one per rule of
 * src/domain/fileRules.ts and submitRules.ts. The domain names a rule by its portal translation
 * key (`app.upload.rules.<rule>`); the server answers with its own text for that rule.
 */
export const FILE_RULE_MESSAGES = {
  cad_format: 'CAD 文件只能上传 .stl 格式',
  cad_count: 'CAD 文件须且只能上传一个',
  reticle_format: '刻线模型只能上传 .stl 格式',
  mold_format: '牙模文件只能上传 .stl、.ply 或 .obj 格式',
  bracket_format: '牙托文件只能上传 .stl、.ply 或 .obj 格式',
  dlp_format: 'DLP 模型只能上传 .stl、.ply 或 .obj 格式',
  dlp_count: 'DLP 模型须上传 1 至 2 个文件，不能为 0 个',
  comma: '文件名在扩展名前不能包含逗号',
  duplicate: '该文件已上传，请勿重复上传',
  crown_number: '请输入大于或等于 0 的整数',
  crown_required: '该任务需要此类牙冠，数量须大于 0',
} as const;

export type FileRule = keyof typeof FILE_RULE_MESSAGES;

/** Other refusals of the file registration. */
export const FILE_MESSAGES = {
  fileNotFound: '文件不存在',
  locked: '当前任务状态不允许上传或删除文件',
  fileType: '文件类型错误',
  hash: '文件哈希值格式错误',
  objectKey: '文件存储路径错误',
  link: '文件地址错误',
  notUploaded: '文件未上传完成',
  notIssued: '文件不是为此任务上传的',
  otherTask: '该文件已登记在其他任务中',
  hashMismatch: '文件内容与哈希值不符',
} as const;

/** The text of a rule named by its key (`app.upload.rules.cad_count` → its message). */
export function fileRuleMessage(key: string): string {
  const rule = key.split('.').at(-1) ?? '';
  return rule in FILE_RULE_MESSAGES ? FILE_RULE_MESSAGES[rule as FileRule] : key;
}
