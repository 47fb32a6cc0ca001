import type { Request } from 'express';
import { languageParam } from '../http/params';

/** The money refusals (docs/CONTRACT.md, "Money"): Chinese like BladeX, translated by `language`. */
export const MONEY_MESSAGES = {
  invalidAmount: '请输入正确的提现金额',
  belowMinimum: '提现金额不能低于最低提现金额',
  aboveBalance: '提现金额不能超过可提现余额',
  noPayment: '请先完善收款信息',
  notPending: '该提现已处理',
  referenceRequired: '请填写付款流水号',
  reasonRequired: '请填写驳回原因',
  withdrawalNotFound: '提现记录不存在',
  billNotFound: '账单不存在',
  billHandled: '该账单已确认或已提出异议',
  disputeRequired: '请选择有异议的订单并填写原因',
  monthRequired: '请填写月份（yyyy-MM）',
  monthClosed: '该月份已结算',
  monthNotOver: '该月份尚未结束，月末之后才能结算',
  deductionAccount: '设计师账号不存在',
  deductionReason: '请填写扣款原因',
  deductionReasonCode: '扣款原因类别无效',
  refusalReasonCode: '驳回原因类别无效',
  deductionLevel: '问题等级无效',
  deductionTime: '违规时间无效',
  deductionAmount: '扣款金额无效',
  deductionMethod: '扣款方式无效',
  deductionBillClosed: '该月账单已确认或已结算，不能再记入扣款',
  deductionAboveBill: '扣款金额超过该月账单金额',
  deductionAboveBalance: '扣款金额超过可提现余额',
  priceNotFound: '价格条目不存在',
  priceInvalid: '单价无效，请填写 0 至 100000 元之间、最多两位小数的金额',
} as const;

export type MoneyMessage = (typeof MONEY_MESSAGES)[keyof typeof MONEY_MESSAGES];

const TRANSLATIONS: Record<MoneyMessage, { en: string; tr: string }> = {
  [MONEY_MESSAGES.priceNotFound]: { en: 'Price not found', tr: 'Fiyat bulunamadı' },
  [MONEY_MESSAGES.priceInvalid]: {
    en: 'Invalid unit price: enter 0 to 100000 yuan, with at most two decimals',
    tr: 'Geçersiz birim fiyat: 0 ile 100000 yuan arasında, en fazla iki ondalıklı girin',
  },
  [MONEY_MESSAGES.invalidAmount]: {
    en: 'Please enter a valid withdrawal amount',
    tr: 'Lütfen geçerli bir çekim tutarı girin',
  },
  [MONEY_MESSAGES.belowMinimum]: {
    en: 'The amount is below the minimum withdrawal',
    tr: 'Tutar en düşük çekim tutarının altında',
  },
  [MONEY_MESSAGES.aboveBalance]: {
    en: 'The amount exceeds your available balance',
    tr: 'Tutar kullanılabilir bakiyenizi aşıyor',
  },
  [MONEY_MESSAGES.noPayment]: {
    en: 'Please complete your payment information first',
    tr: 'Lütfen önce ödeme bilgilerinizi tamamlayın',
  },
  [MONEY_MESSAGES.notPending]: {
    en: 'This withdrawal has already been handled',
    tr: 'Bu çekim zaten işlendi',
  },
  [MONEY_MESSAGES.referenceRequired]: {
    en: 'Please enter the payment reference',
    tr: 'Lütfen ödeme referansını girin',
  },
  [MONEY_MESSAGES.reasonRequired]: {
    en: 'Please enter the reason for rejection',
    tr: 'Lütfen ret nedenini girin',
  },
  [MONEY_MESSAGES.withdrawalNotFound]: {
    en: 'Withdrawal not found',
    tr: 'Çekim kaydı bulunamadı',
  },
  [MONEY_MESSAGES.billNotFound]: { en: 'Bill not found', tr: 'Fatura bulunamadı' },
  [MONEY_MESSAGES.billHandled]: {
    en: 'This bill has already been confirmed or disputed',
    tr: 'Bu fatura zaten onaylandı veya itiraz edildi',
  },
  [MONEY_MESSAGES.disputeRequired]: {
    en: 'Choose the disputed orders and give a reason',
    tr: 'İtiraz edilen siparişleri seçin ve bir neden yazın',
  },
  [MONEY_MESSAGES.monthRequired]: {
    en: 'Please enter the month (yyyy-MM)',
    tr: 'Lütfen ayı girin (yyyy-MM)',
  },
  [MONEY_MESSAGES.monthClosed]: {
    en: 'This month has already been closed',
    tr: 'Bu ay zaten kapatıldı',
  },
  [MONEY_MESSAGES.monthNotOver]: {
    en: 'This month is not over yet: it can be closed after its last day',
    tr: 'Bu ay henüz bitmedi: son gününden sonra kapatılabilir',
  },
  [MONEY_MESSAGES.deductionAccount]: {
    en: 'Designer account not found',
    tr: 'Tasarımcı hesabı bulunamadı',
  },
  [MONEY_MESSAGES.deductionReason]: {
    en: 'Please enter the reason for the deduction',
    tr: 'Lütfen kesinti nedenini girin',
  },
  [MONEY_MESSAGES.deductionReasonCode]: {
    en: 'Invalid deduction reason category',
    tr: 'Geçersiz kesinti nedeni kategorisi',
  },
  [MONEY_MESSAGES.refusalReasonCode]: {
    en: 'Invalid rejection reason category',
    tr: 'Geçersiz ret nedeni kategorisi',
  },
  [MONEY_MESSAGES.deductionLevel]: { en: 'Invalid problem level', tr: 'Geçersiz sorun düzeyi' },
  [MONEY_MESSAGES.deductionTime]: { en: 'Invalid violation time', tr: 'Geçersiz ihlal zamanı' },
  [MONEY_MESSAGES.deductionAmount]: {
    en: 'Invalid deduction amount',
    tr: 'Geçersiz kesinti tutarı',
  },
  [MONEY_MESSAGES.deductionMethod]: {
    en: 'Invalid deduction method',
    tr: 'Geçersiz kesinti yöntemi',
  },
  [MONEY_MESSAGES.deductionBillClosed]: {
    en: 'That month’s bill is already confirmed or settled: no deduction can be added',
    tr: 'O ayın faturası zaten onaylandı veya kapatıldı: kesinti eklenemez',
  },
  [MONEY_MESSAGES.deductionAboveBill]: {
    en: 'The deduction exceeds that month’s bill',
    tr: 'Kesinti o ayın faturasını aşıyor',
  },
  [MONEY_MESSAGES.deductionAboveBalance]: {
    en: 'The deduction exceeds the available balance',
    tr: 'Kesinti kullanılabilir bakiyeyi aşıyor',
  },
};

/** `message` in the call's `language` (Chinese when none or zh). */
export function moneyMessage(req: Request, message: MoneyMessage): string {
  const language = languageParam(req);
  return language && language !== 'zh' ? TRANSLATIONS[message][language] : message;
}
