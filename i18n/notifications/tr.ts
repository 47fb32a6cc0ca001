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
  desktop: {
    app: 'Diş protez tasarım portalı',
    heading: 'Masaüstü uyarıları',
    why: 'Bir sipariş iade edildiğinde, onaylandığında veya yanıtlandığında ya da üstlenebileceğiniz yeni bir sipariş geldiğinde, exocad ya da 3Shape’te çalışırken bile masaüstünüzde uyarı alın.',
    turn_on: 'Masaüstü uyarılarını aç',
    blocked: 'Masaüstü uyarıları bu tarayıcının ayarlarında engellenmiş.',
    unsupported: 'Bu tarayıcı masaüstü uyarısı gösteremiyor.',
    types_label: 'Şunlar için uyar',
    types: {
      qcPass: 'Sipariş kalite kontrolden geçti',
      qcFail: 'Sipariş kalite kontrolden kaldı',
      qcReturn: 'Sipariş yeniden işleme iade edildi',
      caseFlagAnswered: 'Eksik vaka bildirimi yanıtlandı',
      threadAnswer: 'Sipariş yazışmasında yeni yanıt',
      qualificationPass: 'Yeterlilik onaylandı',
      qualificationFail: 'Yeterlilik onaylanmadı',
      contractConfirmed: 'Kâğıt sözleşme onaylandı',
      contractSentBack: 'Kâğıt sözleşme geri gönderildi',
      withdrawalPaid: 'Para çekme ödendi',
      withdrawalRefused: 'Para çekme reddedildi',
      billClosed: 'Aylık hesap özeti hazır',
      newPoolOrder: 'Üstlenebileceğim yeni bir sipariş',
    },
  },
  event: {
    qcPass: '%{orderNo} numaralı sipariş kalite kontrolünden geçti',
    qcFail: '%{orderNo} numaralı sipariş kalite kontrolünden geçemedi',
    qcReturn: '%{orderNo} numaralı sipariş düzeltme için iade edildi',
    caseFlagAnswered:
      '%{orderNo} numaralı siparişteki eksik vaka bildiriminiz yanıtlandı: tasarım süresi yeniden işliyor',
    threadAnswer: '%{orderNo} siparişinin yazışmasında yeni yanıt',
    qualificationPass: '%{type} yeterlilik başvurunuz onaylandı',
    qualificationFail: '%{type} yeterlilik başvurunuz onaylanmadı: nedenine bakın',
    contractConfirmed: 'Basılı sözleşmeniz onaylandı',
    contractSentBack: 'Basılı sözleşmeniz geri gönderildi: nedenine bakın',
    withdrawalPaid: '%{withdrawalNo} numaralı para çekme (%{amount}) ödendi',
    withdrawalRefused:
      '%{withdrawalNo} numaralı para çekme (%{amount}) reddedildi; tutar bakiyenize iade edildi',
    billClosed: '%{month} faturanız hazır',
    newPoolOrder: 'Sipariş havuzunda yeni sipariş %{orderNo} (%{type})',
  },
} as const satisfies Widen<typeof notificationsZh>;
