import type { Widen } from '../../catalogType';
import type { caseFlagZh } from './zh';

export const caseFlagTr = {
  action: 'Eksik olarak bildir',
  dialog_title: '%{orderNo} numaralı siparişi eksik olarak bildir',
  hint: 'Siparişi aldıktan sonraki %{hours} saat içinde mümkündür. Tasarım süresi personel yanıtlayana kadar durur; ardından teslim tarihi durduğu süre kadar ileri alınır.',
  pool_hint:
    'Sipariş havuzundan bildirmek siparişi size alır ve tasarım süresini personel yanıtlayana kadar hemen durdurur.',
  code: 'Sorun',
  note: 'Not',
  submit: 'Bildirimi gönder',
  close: 'Vazgeç',
  place_pins: 'Taramada işaretler (%{count})',
  clear_pins: 'İşaretleri temizle',
  show_pins: 'Taramadaki işaretleri göster (%{count})',
  no_scans: 'Bu siparişin gösterilecek taraması yok',
  codes: {
    missingScan: 'Eksik tarama',
    noAntagonist: 'Antagonist yok',
    unreadableMargin: 'Okunamayan kenar',
    unclearRequest: 'Belirsiz istek',
  },
  panel_title: 'Eksik vaka',
  paused: 'Duraklatıldı: personel bekleniyor',
  countdown_paused: 'Duraklatıldı · %{time} kaldı',
  flagged_at: 'Bildirim zamanı: %{time}',
  answered: 'Personel yanıtı: %{answer}',
  answered_at: 'Yanıt zamanı: %{time}',
  answers: {
    completed: 'Vaka müşteri tarafından tamamlandı',
    proceed: 'Olduğu gibi devam et',
  },
  answer_note: 'Tasarımcıya not',
  answer_confirm: {
    title: '%{orderNo} siparişinin bildirimi yanıtlansın mı: “%{answer}”?',
    completed:
      'Tasarım süresi hemen yeniden işler, son tarih durduğu süre kadar ileri alınır ve tasarımcıya bildirilir.',
    proceed:
      'Tasarım süresi hemen yeniden işler, son tarih durduğu süre kadar ileri alınır ve tasarımcıya bildirilir; bu siparişin sonraki bir başarısızlığı ya da iadesi tasarımcıya puan kaybettirmez ve ilk geçiş oranına sayılmaz.',
  },
  done: {
    flag: 'Eksik olarak bildirildi: tasarım süresi durduruldu',
    answer: 'Yanıtlandı: tasarım süresi yeniden işliyor',
  },
  queue: {
    title: 'Yanıt bekleyen eksik vakalar',
    empty: 'Yanıt bekleyen bildirim yok',
  },
  error: {
    code: 'Sorunu seçin',
    note: 'Bir not yazın',
    note_too_long: 'Not en fazla 500 karakter olabilir',
    pins: 'Bir işaret geçerli bir nokta değil',
    answer: 'Bir yanıt seçin',
  },
} as const satisfies Widen<typeof caseFlagZh>;
