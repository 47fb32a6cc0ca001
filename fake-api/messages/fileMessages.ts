/** Refusals of the file registration besides the shared rules (src/domain/ruleTexts.ts). */
export const FILE_MESSAGES = {
  fileNotFound: '文件不存在',
  locked: '当前任务状态不允许上传或删除文件',
  fileType: '文件类型错误',
  hash: '文件哈希值格式错误',
  objectKey: '文件存储路径错误',
  link: '文件地址错误',
  notUploaded: '文件未上传完成',
} as const;
