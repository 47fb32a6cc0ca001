import type { Widen } from '../catalogType';
import type { prefsZh } from './zh';

export const prefsTr = {
  fullscreen: 'Tam ekran',
  exit_fullscreen: 'Tam ekrandan çık',
  lock: 'Ekranı kilitle',
  theme: {
    title: 'Temayı değiştir',
    default: 'Varsayılan tema',
    white: 'Beyaz tema',
    star: 'Yıldızlı tema',
    iview: 'iView teması',
    d2: 'D2 teması',
    hey: 'Hey teması',
  },
  color: {
    title: 'Tema rengi',
    swatch: 'Renk %{color}',
    custom: 'Özel renk',
    reset: 'Varsayılan renk',
  },
  error_log: {
    title: 'Hata günlüğü',
    open: 'Hata günlüğü: %{count}',
    empty: 'Kayıtlı hata yok',
    time: 'Zaman',
    message: 'Hata mesajı',
    url: 'Sayfa adresi',
    stack: 'Yığın izi',
    info: 'Ayrıntılar',
    show_details: 'Ayrıntıları göster',
    upload: 'Sunucuya yükle',
    clear: 'Yerel günlüğü temizle',
    confirm_title: 'Onay',
    upload_confirm: 'Yerel günlük sunucuya yüklensin mi?',
    upload_done: 'Başarıyla gönderildi!',
    clear_confirm: 'Yerel hata günlüğü temizlensin mi?',
    clear_done: 'Başarıyla temizlendi!',
  },
} as const satisfies Widen<typeof prefsZh>;
