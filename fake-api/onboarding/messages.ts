/** The onboarding calls' business messages (BladeX answers in Chinese; docs/CONTRACT.md). */
export const ONBOARDING_MESSAGES = {
  designerOnly: '仅设计师可以申请资质认证',
  unknownType: '义齿类型不存在',
  alreadyUnderReview: '该义齿类型的认证正在审核中',
  alreadyPassed: '该义齿类型已通过认证',
  softwareInvalid: '请选择设计软件',
  versionRequired: '请填写软件版本',
  yearsInvalid: '从业年限须为0到60的整数',
  fileRequired: '请上传测试设计文件',
  fileInvalid: '仅支持上传一个.stl文件，文件名扩展名前不能有逗号',
  duplicateFile: '该文件已上传过，请勿重复上传',
  attemptNotFound: '认证记录不存在',
  notUnderReview: '该认证不在审核中，不能重复审核',
  resultInvalid: '审核结果无效',
  reasonRequired: '请填写原因',
  contractNotFound: '合同不存在',
  contractSigned: '合同已签署',
  contractNotSigning: '合同不在签署中',
  contractIllegal: '当前合同状态不允许该操作',
  onlineNotAllowed: '请按纸质合同流程签署：邮寄合同并填写快递单号',
  paperNotAllowed: '请在线签署合同',
  realNameRequired: '请填写真实姓名',
  idNumberInvalid: '证件号码不正确',
  agreeRequired: '请阅读并同意合同',
  signedNameMismatch: '签名须与真实姓名一致',
  trackNumInvalid: '快递单号不正确',
  registrationNotFound: '注册申请不存在',
  registrationNotPending: '该注册申请已处理',
} as const;

/** What a rejected applicant reads at the next login attempt. */
export const registrationRejected = (reason: string) => `注册申请未通过: ${reason}`;
