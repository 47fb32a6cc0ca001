import type { Request, Response } from 'express';
import { isTooLong, TEXT_LIMITS, type LimitedField } from '../../src/domain/textLimits';
import { sendFailure } from '../http/blade';
import { languageParam } from '../http/params';
import type { Localized } from '../store/state';

/** The field names of the refusal, per language. */
const FIELD_NAMES: Record<LimitedField, Localized> = {
  nickName: { zh: '昵称', en: 'The nick name', tr: 'Takma ad' },
  realName: { zh: '真实姓名', en: 'The real name', tr: 'Gerçek ad' },
  email: { zh: '邮箱', en: 'The e-mail address', tr: 'E-posta adresi' },
  profileText: { zh: '资料', en: 'A profile field', tr: 'Profil alanı' },
  ticketSubject: { zh: '标题', en: 'The title', tr: 'Başlık' },
  ticketContent: { zh: '内容', en: 'The content', tr: 'İçerik' },
  ticketReply: { zh: '回复', en: 'The reply', tr: 'Yanıt' },
  reason: { zh: '原因', en: 'The reason', tr: 'Neden' },
  paymentReference: { zh: '付款流水号', en: 'The payment reference', tr: 'Ödeme referansı' },
  softwareVersion: { zh: '软件版本', en: 'The software version', tr: 'Yazılım sürümü' },
  accountName: { zh: '账户名', en: 'The account name', tr: 'Hesap adı' },
  bankName: { zh: '开户银行', en: 'The bank', tr: 'Banka' },
  branch: { zh: '开户支行', en: 'The branch', tr: 'Şube' },
  bankAddress: { zh: '银行地址', en: 'The bank address', tr: 'Banka adresi' },
  payeeAddress: { zh: '收款人地址', en: 'The payee address', tr: 'Alıcı adresi' },
  designJustification: { zh: '设计说明', en: 'The justification', tr: 'Gerekçe' },
  threadMessage: { zh: '消息', en: 'The message', tr: 'Mesaj' },
};

/** "昵称不能超过20个字符" in the call's language (docs/CONTRACT.md, "Length limits"). */
export function tooLongMessage(req: Request, field: LimitedField): string {
  const language = languageParam(req) ?? 'zh';
  const name = FIELD_NAMES[field][language];
  const max = TEXT_LIMITS[field];
  if (language === 'en') return `${name} may not exceed ${max} characters`;
  if (language === 'tr') return `${name} en fazla ${max} karakter olabilir`;
  return `${name}不能超过${max}个字符`;
}

/** Refuses the call (400, in its language) when a text is longer than its field takes. */
export function refuseTooLong(
  req: Request,
  res: Response,
  texts: ReadonlyArray<readonly [LimitedField, unknown]>,
): boolean {
  const found = texts.find(([field, value]) => isTooLong(field, String(value ?? '')));
  if (found) sendFailure(res, 400, tooLongMessage(req, found[0]));
  return found !== undefined;
}
