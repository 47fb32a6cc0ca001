import type { Response } from 'express';
import { sendFailure } from '../http/blade';
import { languageParam } from '../http/params';
import type { Language, Localized } from '../store/state';

/**
 * The onboarding calls' business messages (docs/CONTRACT.md): Chinese as BladeX answers, English
 * or Turkish when the call carries `language`, like the personal centre's.
 */
export const ONBOARDING_MESSAGES = {
  designerOnly: {
    zh: '仅设计师可以申请资质认证',
    en: 'Only designers can apply for a qualification',
    tr: 'Yalnızca tasarımcılar yeterlilik başvurusu yapabilir',
  },
  unknownType: {
    zh: '义齿类型不存在',
    en: 'This denture type does not exist',
    tr: 'Bu protez türü mevcut değil',
  },
  alreadyUnderReview: {
    zh: '该义齿类型的认证正在审核中',
    en: 'The qualification for this denture type is under review',
    tr: 'Bu protez türü için yeterlilik incelemede',
  },
  alreadyPassed: {
    zh: '该义齿类型已通过认证',
    en: 'You are already qualified for this denture type',
    tr: 'Bu protez türü için zaten yeterliliğiniz var',
  },
  softwareInvalid: {
    zh: '请选择设计软件',
    en: 'Please choose the design software',
    tr: 'Lütfen tasarım yazılımını seçin',
  },
  versionRequired: {
    zh: '请填写软件版本',
    en: 'Please enter the software version',
    tr: 'Lütfen yazılım sürümünü girin',
  },
  yearsInvalid: {
    zh: '从业年限须为0到60的整数',
    en: 'Years of experience must be a whole number from 0 to 60',
    tr: 'Deneyim yılı 0 ile 60 arasında bir tam sayı olmalıdır',
  },
  fileRequired: {
    zh: '请上传测试设计文件',
    en: 'Please upload the test design',
    tr: 'Lütfen test tasarımını yükleyin',
  },
  fileInvalid: {
    zh: '仅支持上传一个.stl文件，文件名扩展名前不能有逗号',
    en: 'Upload one .stl file, with no comma before the extension',
    tr: 'Uzantıdan önce virgül olmayan tek bir .stl dosyası yükleyin',
  },
  fileNotIssued: {
    zh: '文件不是本人为资质认证上传的',
    en: 'This file was not uploaded by you for the qualification',
    tr: 'Bu dosya yeterlilik için sizin tarafınızdan yüklenmedi',
  },
  fileNotUploaded: {
    zh: '文件未上传完成',
    en: 'The file has not finished uploading',
    tr: 'Dosyanın yüklenmesi tamamlanmadı',
  },
  fileHashMismatch: {
    zh: '文件内容与哈希值不符',
    en: 'The file content does not match its hash',
    tr: 'Dosyanın içeriği karma değeriyle eşleşmiyor',
  },
  duplicateFile: {
    zh: '该文件已上传过，请勿重复上传',
    en: 'This file has already been uploaded: duplicates are not allowed',
    tr: 'Bu dosya zaten yüklendi: aynı dosya tekrar yüklenemez',
  },
  attemptNotFound: {
    zh: '认证记录不存在',
    en: 'The qualification attempt does not exist',
    tr: 'Yeterlilik başvurusu bulunamadı',
  },
  notUnderReview: {
    zh: '该认证不在审核中，不能重复审核',
    en: 'This attempt is not under review and cannot be reviewed again',
    tr: 'Bu başvuru incelemede değil, yeniden incelenemez',
  },
  resultInvalid: {
    zh: '审核结果无效',
    en: 'Invalid review result',
    tr: 'Geçersiz inceleme sonucu',
  },
  reasonRequired: { zh: '请填写原因', en: 'Please enter a reason', tr: 'Lütfen bir neden girin' },
  reasonInvalid: { zh: '原因类别无效', en: 'Unknown reason category', tr: 'Geçersiz neden türü' },
  contractNotFound: {
    zh: '合同不存在',
    en: 'The contract does not exist',
    tr: 'Sözleşme bulunamadı',
  },
  contractSigned: {
    zh: '合同已签署',
    en: 'The contract is already signed',
    tr: 'Sözleşme zaten imzalandı',
  },
  contractIllegal: {
    zh: '当前合同状态不允许该操作',
    en: 'The contract state does not allow this',
    tr: 'Sözleşmenin durumu buna izin vermiyor',
  },
  onlineNotAllowed: {
    zh: '请按纸质合同流程签署：邮寄合同并填写快递单号',
    en: 'Please sign on paper: mail the contract and enter the tracking number',
    tr: 'Lütfen kağıt üzerinde imzalayın: sözleşmeyi postalayın ve takip numarasını girin',
  },
  paperNotAllowed: {
    zh: '请在线签署合同',
    en: 'Please sign the contract online',
    tr: 'Lütfen sözleşmeyi çevrimiçi imzalayın',
  },
  realNameRequired: {
    zh: '请填写真实姓名',
    en: 'Please enter your real name',
    tr: 'Lütfen gerçek adınızı girin',
  },
  idNumberInvalid: {
    zh: '证件号码不正确',
    en: 'The ID number is not correct',
    tr: 'Kimlik numarası hatalı',
  },
  agreeRequired: {
    zh: '请阅读并同意合同',
    en: 'Please read and accept the contract',
    tr: 'Lütfen sözleşmeyi okuyup kabul edin',
  },
  contractVersionStale: {
    zh: '合同已更新，请阅读新版本后再签署',
    en: 'The contract has changed: read the new version, then sign',
    tr: 'Sözleşme güncellendi: yeni sürümü okuyup öyle imzalayın',
  },
  signedNameMismatch: {
    zh: '签名须与真实姓名一致',
    en: 'The signature must match your real name',
    tr: 'İmza gerçek adınızla aynı olmalıdır',
  },
  trackNumInvalid: {
    zh: '快递单号不正确',
    en: 'The tracking number is not correct',
    tr: 'Kargo takip numarası hatalı',
  },
  registrationNotFound: {
    zh: '注册申请不存在',
    en: 'The registration does not exist',
    tr: 'Kayıt başvurusu bulunamadı',
  },
  registrationNotPending: {
    zh: '该注册申请已处理',
    en: 'This registration has already been handled',
    tr: 'Bu kayıt başvurusu zaten işlendi',
  },
} as const satisfies Record<string, Localized>;

export type OnboardingMessage = keyof typeof ONBOARDING_MESSAGES;

function onboardingMessage(message: OnboardingMessage, language: Language = 'zh'): string {
  return ONBOARDING_MESSAGES[message][language];
}

/** Answers 400 with the message in the language of the call (`language`, else Chinese). */
export function refuse(res: Response, message: OnboardingMessage): void {
  sendFailure(res, 400, onboardingMessage(message, languageParam(res.req)));
}

const REJECTED: Localized = {
  zh: '注册申请未通过: ',
  en: 'Your registration was not approved: ',
  tr: 'Kayıt başvurunuz onaylanmadı: ',
};

/** What a rejected applicant reads at the next login attempt. */
export const registrationRejected = (reason: string, language: Language = 'zh') =>
  `${REJECTED[language]}${reason}`;
