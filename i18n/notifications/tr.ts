import type { Widen } from '../catalogType';
import type { notificationsZh } from './zh';

export const notificationsTr = {
  bell: 'Bildirimler',
  bell_unread: 'Bildirimler, %{count} okunmamış',
  title: 'Bildirimler',
  empty: 'Bildirim yok',
  load_failed: 'Bildirimler yüklenemedi',
  mark_all_read: 'Tümünü okundu işaretle',
  unread: 'Okunmamış',
  event: {
    qcPass: '%{orderNo} numaralı sipariş kalite kontrolünden geçti',
    qcFail: '%{orderNo} numaralı sipariş kalite kontrolünden geçemedi',
    qcReturn: '%{orderNo} numaralı sipariş düzeltme için iade edildi',
    caseFlagAnswered:
      '%{orderNo} numaralı siparişteki eksik vaka bildiriminiz yanıtlandı: tasarım süresi yeniden işliyor',
    qualificationPass: '%{type} yeterlilik başvurunuz onaylandı',
    qualificationFail: '%{type} yeterlilik başvurunuz onaylanmadı: nedenine bakın',
    contractConfirmed: 'Basılı sözleşmeniz onaylandı',
    contractSentBack: 'Basılı sözleşmeniz geri gönderildi: nedenine bakın',
    withdrawalPaid: '%{withdrawalNo} numaralı para çekme (%{amount}) ödendi',
    withdrawalRefused:
      '%{withdrawalNo} numaralı para çekme (%{amount}) reddedildi; tutar bakiyenize iade edildi',
    billClosed: '%{month} faturanız hazır',
  },
} as const satisfies Widen<typeof notificationsZh>;
