import type { Widen } from '../../catalogType';
import type { threadZh } from './zh';

export const threadTr = {
  title: 'Yazışma',
  empty: 'Henüz mesaj yok',
  unread: '%{count} okunmamış',
  new: 'Yeni',
  staff: 'Destek',
  message: 'Mesaj',
  send: 'Gönder',
  sent: 'Mesaj gönderildi',
  canned: 'Hazır yanıt',
  none: 'Yok',
  pin: 'Bir işarete bağla',
  pin_qc: 'Kalite işareti %{n}',
  pin_flag: 'İşaretlenen nokta %{n}',
  empty_message: 'Bir mesaj yazın, hazır bir yanıt seçin ya da dosya ekleyin',
  uploading: 'Ekler hâlâ yükleniyor: %{names}',
  events: {
    grab: '%{name} siparişi aldı',
    submit: '%{name} tasarımı teslim etti',
    qcPass: '%{name} kalite kontrolünü onayladı',
    qcFail: '%{name} kalite kontrolünü reddetti',
    qcReturn: '%{name} siparişi düzeltmeye geri gönderdi',
    rework: '%{name} düzeltmeye başladı',
    flag: '%{name} vakayı eksik olarak işaretledi',
    flagAnswer: '%{name} eksik vaka işaretini yanıtladı',
  },
  answers: {
    seePin: 'Lütfen işarete bakın',
    marginRedone: 'Kenar çizgisi yeniden çizildi',
    proceedAsIs: 'Lütfen vakaya olduğu gibi devam edin',
    checkContacts: 'Lütfen proksimal temasları kontrol edin',
    scanRequested: 'Müşteriden tarama istendi',
    waitCustomer: 'Müşterinin yanıtı bekleniyor',
  },
} as const satisfies Widen<typeof threadZh>;
