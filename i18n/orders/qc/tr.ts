import type { Widen } from '../../catalogType';
import type { qcResourcesZh, qcZh } from './zh';

export const qcTr = {
  result: {
    title: 'Kalite kontrolü',
    inspector: 'Kontrolör %{inspector}, %{time}',
    pinned: 'İşaretli',
    fly: '%{number}. işarete git',
    showDesign: 'İşaretleri tasarımda göster',
  },
  form: {
    title: 'Kontrol et',
    category: 'Kategori',
    severity: 'Önem derecesi',
    text: 'Açıklama',
    add: 'Neden ekle',
    remove: 'Kaldır',
    pin: 'Tasarım üzerinde işaretle',
    picking: 'Tasarımda bir noktaya tıklayın',
    pass: 'Onayla',
    fail: 'Uygun değil',
    return: 'Kaliteden iade',
    done: 'Kontrol gönderildi',
  },
  severity: { minor: 'Küçük', major: 'Büyük', critical: 'Kritik' },
  error: {
    reasonRequired: 'En az bir neden girin',
    category: 'Bir neden kategorisi seçin',
    severity: 'Bir önem derecesi seçin',
    text: '"Diğer" için açıklama gerekir, en fazla 500 karakter',
    pin: 'Geçersiz işaret',
  },
  queue: {
    title: 'Kontrol kuyruğu',
    back: 'Kontrol kuyruğuna dön',
    columns: {
      orderNo: 'Sipariş no.',
      product: 'Ürün',
      dentureType: 'Protez türü',
      designer: 'Tasarımcı',
      level: 'Seviye',
      kind: 'Gönderim',
      reworkCount: 'Yeniden işleme',
      submitted: 'Gönderildi',
      waited: 'Bekleme süresi',
    },
    filters: { orderNo: 'Sipariş no.', dentureType: 'Protez türü', kind: 'Gönderim' },
    kind: { first: 'İlk gönderim', rework: 'Yeniden işleme' },
  },
  deviation: {
    title: 'Sapma haritası',
    compare: 'Karşılaştır',
    against: 'Referans',
    run: 'Sapmayı hesapla',
    progress: 'Hesaplanıyor %%{percent}',
    coarse: 'Kaba harita hazır, iyileştiriliyor…',
    tolerance: 'Tolerans %{value} mm',
    max: 'En büyük %{value} mm',
    mean: 'Ortalama %{value} mm',
    rms: 'RMS %{value} mm',
    within: 'Tolerans içindeki yüzey %%{value}',
    legend: 'Gösterge (mm): mavi = içeride, yeşil = tolerans içinde, kırmızı = dışarıda',
    versionOption: 'Sürüm %{version}',
    loading: 'İki sürüm yükleniyor…',
    full: 'Tam hassasiyet',
    same: 'İki farklı sürüm seçin',
    failed: 'Sapma hesaplanamadı',
  },
} satisfies Widen<typeof qcZh>;

export const qcResourcesTr = {
  qcQueue: { name: 'Kontrol kuyruğu |||| Kontrol kuyruğu' },
} satisfies Widen<typeof qcResourcesZh>;
