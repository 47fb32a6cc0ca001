import type { ReasonCode, ReasonKind } from '../../src/domain/reasonCodes';
import type { Localized } from '../store/state';

/** Labels of the reason dictionaries (src/domain/reasonCodes.ts), wording per docs/GLOSSARY.md. */
export const REASON_LABELS: { [K in ReasonKind]: Record<ReasonCode<K>, Localized> } = {
  deduction: {
    overdue: { zh: '超时交付', en: 'Late delivery', tr: 'Geç teslim' },
    rework: { zh: '设计返工', en: 'Design rework', tr: 'Tasarım revizyonu' },
    occlusion: { zh: '咬合不合格', en: 'Occlusion out of spec', tr: 'Oklüzyon uygun değil' },
    margin: { zh: '边缘线错误', en: 'Wrong margin line', tr: 'Hatalı kenar hattı' },
    contacts: {
      zh: '漏做邻接',
      en: 'Proximal contact missing',
      tr: 'Aproksimal kontakt eksik',
    },
    other: { zh: '其他', en: 'Other', tr: 'Diğer' },
  },
  withdrawalRefusal: {
    name_mismatch: {
      zh: '收款账户户名不一致',
      en: 'Account holder name does not match',
      tr: 'Hesap sahibinin adı eşleşmiyor',
    },
    account_invalid: {
      zh: '收款账号无效',
      en: 'Account number invalid',
      tr: 'Hesap numarası geçersiz',
    },
    bank_returned: { zh: '银行退回', en: 'Returned by the bank', tr: 'Banka iade etti' },
    bill_disputed: {
      zh: '账单异议未处理完',
      en: 'Bill dispute still open',
      tr: 'Hesap itirazı henüz sonuçlanmadı',
    },
    other: { zh: '其他', en: 'Other', tr: 'Diğer' },
  },
  review: {
    margin: { zh: '边缘线不密合', en: 'Margin not sealed', tr: 'Kenar uyumu yetersiz' },
    occlusion: { zh: '咬合不合格', en: 'Occlusion out of spec', tr: 'Oklüzyon uygun değil' },
    thickness: { zh: '厚度不足', en: 'Too thin', tr: 'Kalınlık yetersiz' },
    anatomy: { zh: '解剖形态欠佳', en: 'Poor anatomy', tr: 'Anatomik form zayıf' },
    file: { zh: '文件无法打开', en: 'File cannot be opened', tr: 'Dosya açılamıyor' },
    incomplete: { zh: '资料不全', en: 'Documents incomplete', tr: 'Belgeler eksik' },
    other: { zh: '其他', en: 'Other', tr: 'Diğer' },
  },
};
