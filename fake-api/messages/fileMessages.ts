/** Refusals of the file registration besides the shared rules (src/domain/ruleTexts.ts). */
export const FILE_MESSAGES = {
  fileNotFound: '文件不存在',
  locked: '当前任务状态不允许上传或删除文件',
  fileType: '文件类型错误',
  hash: '文件哈希值格式错误',
  objectKey: '文件存储路径错误',
  notUploaded: '文件未上传完成',
  notIssued: '文件不是为此任务上传的',
  otherTask: '该文件已登记在其他任务中',
  hashMismatch: '文件内容与哈希值不符',
} as const;
