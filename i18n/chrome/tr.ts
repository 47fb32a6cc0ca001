import type { Widen } from '../catalogType';
import type { chromeZh } from './zh';

export const chromeTr = {
  route: {
    wel_index: 'Ana Sayfa',
    wel_dashboard: 'Puanlarım',
    test_index: 'Alıştırma vakaları',
    info_index: 'Duyurular',
    home_page: 'Kontrol Paneli',
    personal_center: 'Kişisel Merkez',
    qualification: 'Yeterlilik Belgesi',
    result: 'Belge Sonuçları',
    workbench: 'Sipariş Masası',
    referral: 'Tavsiye',
    my_design_sheet: 'Tasarım Siparişlerim',
    settlement: 'Hesap Kesimi',
    iframe: 'Harici sayfa',
    stl_view: 'STL önizleme',
  },
  topbar: {
    dashboard: 'Kontrol Paneli',
    workbench: 'Sipariş Masası',
    my_design_sheet: 'Tasarım Siparişlerim',
    settlement: 'Hesap Kesimi',
    referral: 'Tavsiye',
    navigation: 'Gezinme',
    home: '%{name}: ana sayfaya dön',
    customer_service: 'Müşteri hizmetleri',
    customer_service_title: 'Çevrimiçi müşteri hizmetleri',
    close: 'Kapat',
    help: 'Yardım',
    user_menu: '%{name} (%{menu})',
    more: 'Diğer işlemler',
  },
  user_menu: {
    dashboard: 'Kontrol Paneli',
    personal_center: 'Kişisel Merkez',
    qualification: 'Yeterlilik Belgesi',
    result: 'Belge Sonuçları',
  },
  menu: {
    label: 'Yan menü',
    search: 'Menüde ara',
    no_match: 'Eşleşen menü öğesi yok',
    loading: 'Menü yükleniyor',
    expand: 'Genişlet',
    collapse: 'Daralt',
  },
  tags: {
    label: 'Açık sayfalar',
    close: 'Sekmeyi kapat',
    actions: 'Sekme işlemleri',
    close_others: 'Diğerlerini kapat',
    close_all: 'Tümünü kapat',
    open_pages: 'Açık sayfalar (%{count})',
  },
  personal_center: {
    basic_info: 'Temel bilgiler',
    change_password: 'Şifre değiştir',
    payment: 'Ödeme bilgileri',
    referral: 'Tavsiye kayıtları',
    contract: 'Sözleşme imzalama',
  },
  settlement: { withdrawal: 'Para Çekme', bill: 'Fatura' },
  workbench: {
    grab: 'Sipariş üstlen',
    in_progress: 'Devam eden',
    inspection: 'Kalite kontrol',
    history: 'Geçmiş',
  },
  my_design_sheet: {
    in_design: 'Tasarımda',
    awaiting_inspection: 'Kontrol bekliyor',
    inspected: 'Kontrolden geçti',
    returned: 'Kaliteden iade',
  },
  home: { open: 'Aç' },
  iframe: {
    refused:
      'Yalnızca menünüzdeki harici sayfalar, oturum açtıktan sonra gömülebilir: bu adres reddedildi.',
    frame_title: 'Harici sayfa: %{url}',
  },
  stl: {
    refused: 'Model adresi http veya https olmalıdır: bu adres reddedildi.',
    missing: 'Model adresi (stlUrl) eksik.',
    model: 'Model dosyası:',
  },
  offline: {
    banner:
      'Çevrimdışısınız. Sayfalar daha önce yüklenenleri gösterir; sipariş alma, gönderme ve para çekme gibi işlemler sıraya alınmaz, bağlantı dönene kadar başarısız olur. Taslaklarınız saklanır.',
  },
  update: { available: 'Yeni bir sürüm var.', reload: 'Yenile', later: 'Sonra' },
} as const satisfies Widen<typeof chromeZh>;
