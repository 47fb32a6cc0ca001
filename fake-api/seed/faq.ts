import type { Language } from '../../i18n/languages';

/**
 * The customer-service FAQ in zh, en and tr (words per docs/GLOSSARY.md). `words`: what people
 * also type for the question (searched with the title), e.g. 接单 for the grab rules.
 */
export interface FaqEntry {
  words: Record<Language, string>;
  zh: [title: string, answer: string];
  en: [title: string, answer: string];
  tr: [title: string, answer: string];
}

const p = (text: string) => `<p>${text}</p>`;

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    words: {
      zh: '接单 抢单 订单池 怎么接',
      en: 'grab take orders pool start',
      tr: 'sipariş al havuz başla',
    },
    zh: [
      '如何抢单接单？',
      p(
        '在<strong>工作台 &gt; 抢单</strong>中选择订单，点击“抢单”。需先通过该义齿类型的资质认证并签署合同。',
      ),
    ],
    en: [
      'How do I grab (take) orders?',
      p(
        'Open <strong>Workbench &gt; Grab</strong>, pick an order and press Grab. You need a passed qualification for its denture type and a signed contract.',
      ),
    ],
    tr: [
      'Siparişi nasıl üstlenirim?',
      p(
        '<strong>Sipariş masası &gt; Sipariş üstlen</strong> sekmesinde bir sipariş seçip Üstlen’e basın. Önce o protez türü için yeterlilik belgesi ve imzalı sözleşme gerekir.',
      ),
    ],
  },
  {
    words: {
      zh: '接单 抢单 上限 数量 同时',
      en: 'grab limit how many at once level',
      tr: 'sınır aynı anda kaç seviye',
    },
    zh: [
      '同时最多能接几单？',
      p('可同时持有的订单数由设计师等级决定，等级越高上限越高，见<strong>积分政策</strong>。'),
    ],
    en: [
      'How many orders can I hold at once?',
      p(
        'Your designer level sets how many orders you may hold at once; higher levels hold more. See the <strong>score policy</strong>.',
      ),
    ],
    tr: [
      'Aynı anda kaç sipariş üstlenebilirim?',
      p(
        'Aynı anda tutabileceğiniz sipariş sayısını tasarımcı seviyeniz belirler; seviye yükseldikçe artar. <strong>Puan politikası</strong>na bakın.',
      ),
    ],
  },
  {
    words: {
      zh: '接单 抢单 失败 抢不到 不能',
      en: 'cannot grab blocked error',
      tr: 'üstlenemiyorum engel hata',
    },
    zh: [
      '为什么不能抢单？',
      p('常见原因：资质认证未通过、合同未签署、已达等级上限，或订单已被他人抢走。'),
    ],
    en: [
      'Why can I not grab an order?',
      p(
        'Usually: no passed qualification for its type, the contract is not signed, you hold as many orders as your level allows, or someone grabbed it first.',
      ),
    ],
    tr: [
      'Neden sipariş üstlenemiyorum?',
      p(
        'Genelde: o tür için yeterlilik belgesi yok, sözleşme imzalanmamış, seviyenizin sınırındasınız ya da sipariş başkası tarafından üstlenildi.',
      ),
    ],
  },
  {
    words: {
      zh: '截止 时间 超时 设计周期 deadline',
      en: 'deadline time cycle hours late',
      tr: 'son tarih süre saat gecikme',
    },
    zh: [
      '设计截止时间怎么算？',
      p(
        '从抢单时起加上订单的设计周期（小时）。截止时间按服务器时间（GMT+8）计算，页面会注明时区。',
      ),
    ],
    en: [
      'How is the design deadline set?',
      p(
        'From the moment you grab the order, plus its design cycle in hours. Deadlines run on the server’s clock (GMT+8), and the page names the zone.',
      ),
    ],
    tr: [
      'Tasarım son teslim tarihi nasıl belirlenir?',
      p(
        'Siparişi üstlendiğiniz andan itibaren tasarım süresi (saat) eklenir. Son tarih sunucu saatine (GMT+8) göredir; sayfada saat dilimi yazılıdır.',
      ),
    ],
  },
  {
    words: {
      zh: '超时 逾期 迟交 扣款',
      en: 'late overdue miss deadline penalty',
      tr: 'gecikme geç teslim ceza',
    },
    zh: ['超时交付会怎样？', p('超时订单会扣积分，并可能按“超时交付”记一笔扣款。')],
    en: [
      'What happens if I deliver late?',
      p('A late order costs points and may bring a deduction with the reason “Late delivery”.'),
    ],
    tr: [
      'Geç teslim edersem ne olur?',
      p('Geç teslim puan kaybettirir ve “Geç teslim” nedeniyle kesinti yapılabilir.'),
    ],
  },
  {
    words: {
      zh: '退单 取消 放弃 自退',
      en: 'cancel give back return to pool',
      tr: 'iade vazgeç havuza',
    },
    zh: [
      '抢到的订单可以退回吗？',
      p('可以，在订单详情中点“退单”并填写原因，订单回到抢单池。频繁自退会扣积分。'),
    ],
    en: [
      'Can I give back an order I grabbed?',
      p(
        'Yes: open the order and choose Give back with a reason; it returns to the grab pool. Giving back often costs points.',
      ),
    ],
    tr: [
      'Üstlendiğim siparişi iade edebilir miyim?',
      p(
        'Evet: sipariş ayrıntısında iade edip nedenini yazın; sipariş havuza döner. Sık iade puan kaybettirir.',
      ),
    ],
  },
  {
    words: {
      zh: '质检 原因 不合格 边缘线 咬合 邻接',
      en: 'qc reasons failed margin occlusion contact',
      tr: 'kalite kontrol neden uygun değil kenar oklüzyon kontakt',
    },
    zh: [
      '质检不合格的原因有哪些？',
      p(
        '质检按类别给出原因：边缘线、邻接关系、咬合、厚度、解剖形态、穿龈轮廓、文件问题或其他，并注明严重程度。',
      ),
    ],
    en: [
      'What are the quality inspection reasons?',
      p(
        'Inspectors give a category — margin, contacts, occlusion, thickness, anatomy, emergence profile, file, or other — with a severity and often a pinned point on the design.',
      ),
    ],
    tr: [
      'Kalite kontrol nedenleri nelerdir?',
      p(
        'Kontrol, bir tür ile neden verir: kenar hattı, temas noktaları, oklüzyon, kalınlık, anatomi, çıkış profili, dosya veya diğer; ciddiyeti ve çoğu zaman tasarım üzerinde işaretli bir nokta ile.',
      ),
    ],
  },
  {
    words: {
      zh: '返工 质检退回 重新 修改',
      en: 'rework quality return fix resubmit',
      tr: 'yeniden işleme kaliteden iade düzelt',
    },
    zh: [
      '质检退回后如何返工？',
      p(
        '在<strong>我的设计单 &gt; 质检退回</strong>中查看退回原因，修改后重新上传 CAD 方案并提交质检。',
      ),
    ],
    en: [
      'What happens after a quality return?',
      p(
        'See the reasons under <strong>My design sheet &gt; Quality return</strong>, fix the design, upload the CAD file again and submit it for inspection.',
      ),
    ],
    tr: [
      'Kaliteden iadeden sonra ne yapmalıyım?',
      p(
        '<strong>Tasarım siparişlerim &gt; Kaliteden iade</strong> altında nedenleri okuyun, tasarımı düzeltin, CAD dosyasını yeniden yükleyip kontrole gönderin.',
      ),
    ],
  },
  {
    words: { zh: '返工 时间 截止', en: 'rework deadline time', tr: 'yeniden işleme süre' },
    zh: ['返工有截止时间吗？', p('有。返工订单重新计算设计周期，详情页显示倒计时。')],
    en: [
      'Is there a deadline for rework?',
      p('Yes. A rework order starts a new design cycle; the order page shows the countdown.'),
    ],
    tr: [
      'Yeniden işlemenin son tarihi var mı?',
      p(
        'Evet. Yeniden işlenen sipariş yeni bir tasarım süresi başlatır; sipariş sayfası geri sayımı gösterir.',
      ),
    ],
  },
  {
    words: { zh: '积分 加分 扣分 怎么算', en: 'points earn lose score', tr: 'puan kazan kaybet' },
    zh: [
      '积分如何计算？',
      p(
        '连续 7 天按时交付加 2 分，连续 15 天加 4 分，每自然月最多加 14 分；返工和频繁自退会扣分。',
      ),
    ],
    en: [
      'How are points counted?',
      p(
        '7 on-time days in a row add 2 points, 15 days add 4, at most 14 a month; rework and frequent give-backs remove points.',
      ),
    ],
    tr: [
      'Puanlar nasıl hesaplanır?',
      p(
        'Art arda 7 gün zamanında teslim 2 puan, 15 gün 4 puan kazandırır, ayda en fazla 14; yeniden işleme ve sık iade puan düşürür.',
      ),
    ],
  },
  {
    words: { zh: '等级 ABCD 升级 降级', en: 'level A B C D upgrade', tr: 'seviye yüksel düş' },
    zh: [
      '设计师等级是如何划分的？',
      p('等级分为 A、B、C、D 四档，由积分决定，决定可同时持有的订单数。'),
    ],
    en: [
      'How are designer levels decided?',
      p('Levels A to D follow your points and set how many orders you may hold at once.'),
    ],
    tr: [
      'Tasarımcı seviyeleri nasıl belirlenir?',
      p(
        'A’dan D’ye seviyeler puanınıza göre belirlenir ve aynı anda kaç sipariş tutabileceğinizi belirler.',
      ),
    ],
  },
  {
    words: { zh: '提现 申请 取钱', en: 'withdraw money payout', tr: 'para çekme ödeme' },
    zh: [
      '如何申请提现？',
      p('进入<strong>结算 &gt; 提现</strong>，确认收款信息后填写金额并提交。'),
    ],
    en: [
      'How do I withdraw my earnings?',
      p(
        'Open <strong>Settlement &gt; Withdrawal</strong>, check your payment details, enter the amount and submit.',
      ),
    ],
    tr: [
      'Kazancımı nasıl çekerim?',
      p(
        '<strong>Hesap kesimi &gt; Para çekme</strong> bölümünde ödeme bilgilerinizi kontrol edip tutarı girin ve gönderin.',
      ),
    ],
  },
  {
    words: {
      zh: '提现 到账 多久 时间',
      en: 'withdrawal arrive how long days',
      tr: 'para çekme ne zaman gün',
    },
    zh: ['提现多久到账？', p('审核通过后 <strong>2-5 个工作日</strong>到账，节假日顺延。')],
    en: [
      'How long does a withdrawal take?',
      p(
        'The money arrives <strong>2-5 working days</strong> after approval; holidays add to that.',
      ),
    ],
    tr: [
      'Para çekme ne kadar sürer?',
      p(
        'Onaydan sonra <strong>2-5 iş günü</strong> içinde hesabınıza geçer; tatiller süreyi uzatır.',
      ),
    ],
  },
  {
    words: {
      zh: '提现 驳回 拒绝 原因',
      en: 'withdrawal rejected refused',
      tr: 'para çekme reddedildi',
    },
    zh: [
      '提现被驳回怎么办？',
      p(
        '驳回原因显示在提现记录中（如收款账户户名不一致）。金额已退回余额，修改收款信息后可重新申请。',
      ),
    ],
    en: [
      'My withdrawal was refused. What now?',
      p(
        'The reason is on the withdrawal (e.g. the account holder name does not match). The amount is back in your balance; fix your payment details and apply again.',
      ),
    ],
    tr: [
      'Para çekme talebim reddedildi, ne yapmalıyım?',
      p(
        'Neden kayıtta yazar (ör. hesap sahibinin adı eşleşmiyor). Tutar bakiyenize döndü; ödeme bilgilerinizi düzeltip yeniden başvurun.',
      ),
    ],
  },
  {
    words: { zh: '税 个税 扣税 劳务报酬', en: 'tax income withheld', tr: 'vergi kesinti stopaj' },
    zh: [
      '提现为什么要扣税？',
      p(
        '平台按月对劳务报酬代扣个人所得税：800 元以下不扣；800-4000 元按超过 800 元部分的 20%；更高按收入的 80% 分档计税。金额按分四舍五入一次。',
      ),
    ],
    en: [
      'Why is tax withheld from a withdrawal?',
      p(
        'Income tax on labour remuneration is withheld by month: none up to 800 yuan, 20% of the part above 800 up to 4000, then by bracket on 80% of the income. Rounded half-up to the fen, once.',
      ),
    ],
    tr: [
      'Para çekerken neden vergi kesiliyor?',
      p(
        'Emek ücretinin gelir vergisi aylık kesilir: 800 yuana kadar yok, 800-4000 arası 800’ü aşan kısmın %20’si, üstünde gelirin %80’i üzerinden dilimli. Fen cinsinden yarım yukarı yuvarlanır, bir kez.',
      ),
    ],
  },
  {
    words: {
      zh: '税 多次 同月 合并',
      en: 'tax several withdrawals month',
      tr: 'vergi birden çok ay',
    },
    zh: ['同一个月多次提现怎么计税？', p('同月多次提现合并计税，后一次只扣补差额。')],
    en: [
      'How is tax counted for several withdrawals in a month?',
      p('They are taxed on their total; a later one withholds only the difference.'),
    ],
    tr: [
      'Aynı ayda birden çok para çekmede vergi nasıl hesaplanır?',
      p('Toplam üzerinden vergilenir; sonraki çekim yalnızca farkı keser.'),
    ],
  },
  {
    words: { zh: '保证金 押金 200 退还', en: 'deposit 200 refund held', tr: 'depozito 200 iade' },
    zh: [
      '押金是什么？什么时候退还？',
      p('押金 200 元从第一笔账单中扣留，下一笔账单结算时随设计费一并退还。'),
    ],
    en: [
      'What is the deposit and when is it returned?',
      p('A 200-yuan deposit is held from your first bill and paid back with the next bill.'),
    ],
    tr: [
      'Depozito nedir, ne zaman iade edilir?',
      p('200 yuanlık depozito ilk faturanızdan tutulur ve bir sonraki faturayla geri ödenir.'),
    ],
  },
  {
    words: {
      zh: '账单 确认 异议 结算',
      en: 'bill confirm dispute monthly',
      tr: 'fatura onay itiraz',
    },
    zh: [
      '月度账单有错怎么办？',
      p(
        '在<strong>结算 &gt; 账单</strong>打开账单详情，勾选有误的订单并提出异议，系统会生成工单。',
      ),
    ],
    en: [
      'My monthly bill is wrong. What can I do?',
      p(
        'Open the bill under <strong>Settlement &gt; Bills</strong>, tick the wrong orders and dispute them; a work order is opened for you.',
      ),
    ],
    tr: [
      'Aylık faturam hatalı, ne yapabilirim?',
      p(
        '<strong>Hesap kesimi &gt; Faturalar</strong> altında faturayı açın, hatalı siparişleri işaretleyip itiraz edin; sizin için bir iş emri açılır.',
      ),
    ],
  },
  {
    words: { zh: '扣款 原因 违规', en: 'deduction reason charge', tr: 'kesinti neden' },
    zh: [
      '为什么被扣款？',
      p(
        '扣款原因显示在<strong>我的设计单 &gt; 扣款</strong>中，如超时交付、设计返工、咬合不合格等；有疑问请提交工单。',
      ),
    ],
    en: [
      'Why was a deduction made?',
      p(
        'The reason is under <strong>My design sheet &gt; Deductions</strong> (e.g. late delivery, design rework, occlusion out of spec); ask through a work order if unsure.',
      ),
    ],
    tr: [
      'Neden kesinti yapıldı?',
      p(
        'Neden <strong>Tasarım siparişlerim &gt; Kesintiler</strong> altında yazar (ör. geç teslim, tasarım revizyonu, oklüzyon uygun değil); emin değilseniz iş emri açın.',
      ),
    ],
  },
  {
    words: {
      zh: '推广 邀请 奖励 邀请码',
      en: 'referral invite reward code',
      tr: 'tavsiye davet ödül kod',
    },
    zh: [
      '推广奖励怎么算？',
      p('被邀请设计师注册起 6 个月内，每完成一个有效订单奖励 1 元，随月度结算发放。'),
    ],
    en: [
      'How does the referral reward work?',
      p(
        'For 6 months from an invited designer’s registration you earn 1 yuan per valid order of theirs, paid with the monthly settlement.',
      ),
    ],
    tr: [
      'Tavsiye ödülü nasıl işler?',
      p(
        'Davet ettiğiniz tasarımcının kaydından itibaren 6 ay boyunca geçerli her siparişi için 1 yuan kazanırsınız; aylık hesap kesimiyle ödenir.',
      ),
    ],
  },
  {
    words: { zh: '合同 签署 签约 纸质', en: 'contract sign agreement', tr: 'sözleşme imza' },
    zh: [
      '如何签署合同？',
      p(
        '在<strong>个人中心 &gt; 合同</strong>阅读当前语言的合同并在线签署，签署后可下载 PDF 副本。',
      ),
    ],
    en: [
      'How do I sign the contract?',
      p(
        'Read the contract in your language under <strong>Personal center &gt; Contract</strong> and sign online; then download the signed PDF.',
      ),
    ],
    tr: [
      'Sözleşmeyi nasıl imzalarım?',
      p(
        '<strong>Kişisel merkez &gt; Sözleşme</strong> bölümünde sözleşmeyi kendi dilinizde okuyup çevrimiçi imzalayın; ardından imzalı PDF’i indirin.',
      ),
    ],
  },
  {
    words: {
      zh: '合同 语言 英文 土耳其',
      en: 'contract language version english',
      tr: 'sözleşme dil sürüm',
    },
    zh: [
      '合同有几种语言版本？',
      p('合同有中文、英文和土耳其文版本，您签署的是页面显示的语言版本，签名记录版本和语言。'),
    ],
    en: [
      'In which languages is the contract?',
      p(
        'The contract is in Chinese, English and Turkish. You sign the version shown in your language; the signature records the version and language.',
      ),
    ],
    tr: [
      'Sözleşme hangi dillerde?',
      p(
        'Çince, İngilizce ve Türkçe. Ekranda gösterilen dildeki sürümü imzalarsınız; imza sürümü ve dili kaydeder.',
      ),
    ],
  },
  {
    words: {
      zh: '资质 认证 考试 审核',
      en: 'qualification certification test review',
      tr: 'yeterlilik belge sınav',
    },
    zh: [
      '如何通过资质认证？',
      p('在<strong>资质认证</strong>中选择义齿类型，下载测试病例，完成设计后上传 STL 并提交审核。'),
    ],
    en: [
      'How do I get qualified?',
      p(
        'Under <strong>Qualification certification</strong> pick a denture type, download the test case, design it and upload the STL for review.',
      ),
    ],
    tr: [
      'Yeterlilik belgesini nasıl alırım?',
      p(
        '<strong>Yeterlilik belgesi</strong> bölümünde protez türünü seçin, test vakasını indirin, tasarlayıp STL’yi incelemeye yükleyin.',
      ),
    ],
  },
  {
    words: {
      zh: '资质 未通过 原因 重新',
      en: 'qualification failed reason retry',
      tr: 'yeterlilik başarısız neden',
    },
    zh: [
      '资质认证未通过怎么办？',
      p('审核原因显示在认证结果中（如边缘线不密合），修改后可重新提交。'),
    ],
    en: [
      'My qualification failed. What now?',
      p(
        'The review reason shows with the result (e.g. margin not sealed); fix the design and submit again.',
      ),
    ],
    tr: [
      'Yeterlilik belgem reddedildi, ne yapmalıyım?',
      p(
        'İnceleme nedeni sonuçla birlikte görünür (ör. kenar uyumu yetersiz); tasarımı düzeltip yeniden gönderin.',
      ),
    ],
  },
  {
    words: { zh: '文件 格式 STL 上传', en: 'file format stl upload', tr: 'dosya biçim stl yükle' },
    zh: [
      '支持哪些文件格式？',
      p('CAD 方案上传单个 <code>.stl</code> 文件，文件名扩展名前不能有逗号；病例文件可下载查看。'),
    ],
    en: [
      'Which file formats are accepted?',
      p(
        'A CAD design is a single <code>.stl</code> file, with no comma before the extension; case files can be downloaded.',
      ),
    ],
    tr: [
      'Hangi dosya biçimleri kabul edilir?',
      p(
        'CAD tasarımı tek bir <code>.stl</code> dosyasıdır, uzantıdan önce virgül olmamalıdır; vaka dosyaları indirilebilir.',
      ),
    ],
  },
  {
    words: { zh: '上传 失败 文件', en: 'upload failed file', tr: 'yükleme başarısız' },
    zh: [
      '上传设计文件失败怎么办？',
      p('检查文件是否为单个 .stl 且网络正常后重新上传；仍失败请提交工单并附上文件。'),
    ],
    en: [
      'My design file upload failed',
      p(
        'Check it is a single .stl file and your network works, then upload again; if it still fails, submit a work order with the file.',
      ),
    ],
    tr: [
      'Tasarım dosyası yüklenemedi',
      p(
        'Tek bir .stl dosyası olduğunu ve bağlantınızı kontrol edip yeniden yükleyin; yine olmazsa dosyayla birlikte iş emri açın.',
      ),
    ],
  },
  {
    words: {
      zh: '病例 患者 隐私 保密',
      en: 'patient data privacy confidential',
      tr: 'hasta veri gizlilik',
    },
    zh: [
      '病例数据可以外传吗？',
      p('不可以。患者数据和病例文件须严格保密，仅用于完成订单设计，见合同保密条款。'),
    ],
    en: [
      'May I share case or patient data?',
      p(
        'No. Patient data and case files are confidential and may be used only to design the order; see the contract’s confidentiality clause.',
      ),
    ],
    tr: [
      'Vaka veya hasta verilerini paylaşabilir miyim?',
      p(
        'Hayır. Hasta verileri ve vaka dosyaları gizlidir, yalnızca siparişi tasarlamak için kullanılabilir; sözleşmenin gizlilik maddesine bakın.',
      ),
    ],
  },
  {
    words: {
      zh: '工单 客服 人工 联系',
      en: 'work order support contact human',
      tr: 'iş emri destek iletişim',
    },
    zh: ['如何联系人工客服？', p('在客服对话中找不到答案时，点击“提交工单”，客服会在工单中回复。')],
    en: [
      'How do I reach a person?',
      p(
        'When the assistant has no answer, press “Submit a work order”; customer service replies in the work order.',
      ),
    ],
    tr: [
      'Bir yetkiliye nasıl ulaşırım?',
      p('Asistan yanıt bulamazsa “İş emri gönder”e basın; müşteri hizmetleri iş emrinde yanıtlar.'),
    ],
  },
];
