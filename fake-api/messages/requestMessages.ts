import type { Request } from 'express';
import { languageParam } from '../http/params';
import type { Localized } from '../store/state';

/**
 * Refusals of a request's form rather than its business (docs/CONTRACT.md, "Conventions"):
 * Chinese like BladeX, translated by the call's `language`.
 */
export const REQUEST_MESSAGES = {
  malformedJson: {
    zh: '请求体不是有效的 JSON',
    en: 'The request body is not valid JSON',
    tr: 'İstek gövdesi geçerli bir JSON değil',
  },
  invalidParameter: {
    zh: '请求参数无效: {field}',
    en: 'Invalid request parameter: {field}',
    tr: 'Geçersiz istek parametresi: {field}',
  },
  idempotencyKeyRequired: {
    zh: '资金操作必须携带 Idempotency-Key (32 位十六进制)',
    en: 'Money writes need an Idempotency-Key of 32 hexadecimal digits',
    tr: 'Para işlemleri 32 onaltılık basamaklı bir Idempotency-Key gerektirir',
  },
  companyMemberRefused: {
    zh: '公司成员账号不能抢单、使用资源池或提现',
    en: 'Company member accounts cannot grab orders, use the resource pool or withdraw',
    tr: 'Şirket üyesi hesapları sipariş alamaz, kaynak havuzunu kullanamaz veya para çekemez',
  },
  serverError: {
    zh: '服务器内部错误',
    en: 'Internal server error',
    tr: 'Sunucu iç hatası',
  },
} as const satisfies Record<string, Localized>;

export type RequestMessage = keyof typeof REQUEST_MESSAGES;

/** `message` in the call's `language` (Chinese when none), `{field}` filled in. */
export function requestMessage(req: Request, message: RequestMessage, field = ''): string {
  const text: string = REQUEST_MESSAGES[message][languageParam(req) ?? 'zh'];
  return text.replace('{field}', field);
}
