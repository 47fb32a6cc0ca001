import type { Widen } from '../catalogType';
import type { dashboardResourcesZh, dashboardZh } from './zh';

export const dashboardTr = {
  route: {
    score_policy: 'Puan politikası',
    points_adjust: 'Puan düzeltme',
    staff_home: 'Personel masası',
  },
  staff: {
    queues: {
      qc: 'Kontrol bekleyen',
      certifications: 'İncelenecek yeterlilikler',
      contracts: 'Teslim alınacak kâğıt sözleşmeler',
      withdrawals: 'İncelenecek para çekme talepleri',
      tickets: 'Açık iş emirleri',
      registrations: 'Onay bekleyen kayıtlar',
    },
    empty: 'Bekleyen iş yok',
    oldest: 'En eskisi %{age} bekliyor',
    age_days: '%{days} gün %{hours} sa',
    age_hours: '%{hours} sa %{minutes} dk',
    age_minutes: '%{minutes} dk',
  },
  cards: {
    income: 'Bu ayın geliri',
    gross: 'Brüt',
    tax: 'Vergi',
    net: 'Net',
    orders: 'Durumlara göre siparişler',
    rates: 'Teslim kalitesi',
    on_time_rate: 'Zamanında teslim oranı',
    first_pass_rate: 'İlk kalite kontrolde geçme oranı',
    no_data: 'Henüz veri yok',
    level: 'Puan ve seviye',
    tickets: 'İş emri haberleri',
    tickets_unread: '%{smart_count} okunmamış yanıt |||| %{smart_count} okunmamış yanıt',
    tickets_none: 'Okunmamış iş emri yanıtı yok',
    onboarding: 'Başlarken',
    income_chart: 'Son 12 ayın geliri',
    orders_chart: 'Son 12 haftada gönderilen siparişler',
    percent: '%%{value}',
    state_count: '%{state} %{count}',
    open: 'Aç',
    ranking: 'Kazanç sıralaması',
    ranking_place: '%{month}: %{of} kişi içinde %{rank}. sıra',
    ranking_gap: 'Bir üst sıraya %{gap} kaldı',
    ranking_first: 'Birinci sıra',
    ranking_none: 'Henüz sıralanan ay yok',
  },
  level: {
    current: 'Seviye %{level} · %{points} puan',
    top: 'En üst seviyedesiniz',
    to_next: '%{level} seviyesine %{missing} puan kaldı',
    what_if:
      '%{smart_count} gün daha zamanında teslim ve bu ay yeniden işleme yoksa %{level} seviyesine ulaşırsınız |||| %{smart_count} gün daha zamanında teslim ve bu ay yeniden işleme yoksa %{level} seviyesine ulaşırsınız',
    what_if_far:
      '%{level} seviyesine çıkmak için zamanında teslim edin ve yeniden işlemeden kaçının',
    run: 'Art arda %{smart_count} gün zamanında |||| Art arda %{smart_count} gün zamanında',
    month_cap: 'Bu ay kazanılan %{earned} / %{cap} puan',
    in_progress: 'Süren siparişler %{count} / %{max}',
    policy: 'Puan politikası',
    ledger: 'Puan geçmişi',
  },
  onboarding: {
    certified: 'Bir yeterlilik belgesi alın',
    contract: 'Sözleşmeyi imzalayın',
    payment: 'Ödeme bilgilerini ekleyin',
    done: 'Tamamlandı',
    todo: 'Şimdi yap',
  },
  ledger: {
    title: 'Puan geçmişi',
    month: 'Ay',
    all_months: 'Tüm aylar',
    capped: '(aylık üst sınır; %{uncapped} puandı)',
    rule: {
      run7: 'Art arda 7 gün zamanında',
      run15: 'Art arda 15 gün zamanında',
      rework: 'Yeniden işleme siparişi',
      reworkExcused: 'Yeniden işleme siparişi (muaf)',
      selfRefunds: 'Bu ay 10 sipariş iade edildi',
      adjustment: 'Personel düzeltmesi',
    },
    verdict: {
      fail: 'Kalite kontrolde uygun değil',
      return: 'Kalite kontrolden iade',
    },
  },
  policy: {
    intro:
      'Puanlar ne kadar zamanında ve ne kadar iyi teslim ettiğinizi gösterir. Seviyeniz puanınıza göre belirlenir ve aynı anda kaç sipariş alabileceğinizi belirler.',
    day: '"Zamanında gün": en az bir siparişi son tarihinden önce gönderdiğiniz takvim günüdür (Çin saati). Arada gün eksik değilse günler art arda sayılır; yeni ay seriyi bozmaz.',
    run7: 'Art arda 7 zamanında gün: +%{award} puan (1 taban artı 2).',
    run15:
      'Art arda 15 zamanında gün: bu tabanın üzerine +%{award} puan daha (toplam 7), ardından yeni seri başlar.',
    cap: 'Seriler bir takvim ayında en fazla %{cap} puan kazandırır (personel düzeltmeleri ve kayıplar bu sınırın dışındadır).',
    rework:
      'Kalite kontrolde uygun bulunmayan veya iade edilen her teslim: -%{loss} puan; aynı teslimin önce uygun bulunmaması, sonra yeniden işlemeye iadesi bir kez sayılır. Vaka bildiriminize personel "olduğu gibi devam" yanıtı verdikten sonraki iade puan düşürmez ve geçmişte 0 olarak görünür.',
    refunds:
      'Bir takvim ayında sizin iade ettiğiniz %{threshold} veya daha fazla sipariş: ayda bir kez -%{loss} puan.',
    adjustment:
      'Bir yönetici puanları her zaman bir gerekçeyle düzeltebilir; gerekçe puan geçmişinizde görünür.',
    levels: 'Seviye standartları',
    level_col: 'Seviye',
    min_points_col: 'En az puan',
    max_in_progress_col: 'Aynı anda sipariş',
  },
  notices: {
    empty: 'Duyuru yok',
    unread: 'Okunmadı',
    read: 'Okundu',
  },
  practice: {
    intro:
      'Alıştırma vakaları puan ve gelir kazandırmaz: 3B görüntüleyiciyi ve iş akışını tanımak için kullanın.',
    open: '3B görüntüleyicide aç',
    files: '%{smart_count} dosya: %{names} |||| %{smart_count} dosya: %{names}',
  },
  adjust: {
    designer: 'Tasarımcı',
    search: 'Hesap ara',
    amount: 'Puan (+/-)',
    reason: 'Gerekçe',
    submit: 'Düzelt',
    pick: 'Önce listeden bir tasarımcı seçin',
    amount_invalid: '-1.000 ile 1.000 arasında, 0 dışında bir tam sayı girin',
    confirm_title: 'Puan ayarlansın mı?',
    confirm_content:
      '%{account}: %{from} puan (seviye %{fromLevel}) → %{to} puan (seviye %{toLevel}). Büyük bir değişiklik: onaylamadan önce kontrol edin.',
    done: 'Düzeltildi: %{account} şimdi %{points} puan (seviye %{level})',
    selected: 'Seçildi: %{account} (%{points} puan, seviye %{level})',
  },
} as const satisfies Widen<typeof dashboardZh>;

export const dashboardResourcesTr = {
  pointsLedger: {
    name: 'Puan geçmişi',
    fields: {
      date: 'Tarih',
      rule: 'Kural',
      orderNo: 'Sipariş no.',
      amount: 'Puan',
      reason: 'Gerekçe',
    },
  },
  pointsDesigners: {
    name: 'Tasarımcı puanları',
    fields: { account: 'Hesap', nickName: 'Takma ad', points: 'Puan', level: 'Seviye' },
  },
  notices: {
    name: 'Duyurular',
    fields: { title: 'Başlık', publishTime: 'Yayın tarihi', read: 'Durum' },
  },
} as const satisfies Widen<typeof dashboardResourcesZh>;
