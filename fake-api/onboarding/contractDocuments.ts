import type { ContractDocument } from '../../dataProvider/onboardingWireTypes';
import type { Language } from '../../i18n/languages';
import type { Currency } from '../../src/domain/format';
import { DEPOSIT_UNITS } from '../../src/domain/money';

/**
 * The designer agreement, one document per language and version. Designers sign the current
 * version; a new version is added beside the old ones (CONTRACT_VERSIONS), which stay, so that a
 * signature of an older version still reads its own text. Wording per docs/GLOSSARY.md; the
 * deposit and tax rules are SPEC §9's.
 */
export const CONTRACT_VERSION = '2026.11';

type Clauses = [heading: string, body: string][];

/** One version's words in one language: its title and clauses. */
export interface ContractText {
  title: string;
  clauses: Clauses;
}

/** Every version kept, by version, each in every language. */
export type ContractVersions = Record<string, Record<Language, ContractText>>;

const ZH: Clauses = [
  [
    '服务范围',
    '乙方通过平台承接义齿数字化设计订单（全冠、内冠、嵌体、贴面、种植基台、活动支架等），在设计周期内按订单要求和质检标准提交 CAD 设计文件。',
  ],
  [
    '费用与价目表',
    '设计费按平台公布的当期价目表（按产品与单位计价）计算，每月结算一次；合格订单计费，返工与作废订单不另计费。',
  ],
  ['押金', '平台从乙方第一笔账单中预留押金%{deposit}，于下一笔账单结算时随设计费一并退还。'],
  ['付款时间', '每月账单经乙方确认后计入可提现余额；提现审核通过后 2-5 个工作日到账。'],
  [
    '税费代扣',
    '平台按月对劳务报酬代扣代缴个人所得税，同月多次提现合并计税，金额按分四舍五入一次。',
  ],
  [
    '患者数据保密',
    '乙方对病例文件、患者姓名及一切患者数据负有严格保密义务，仅为完成订单使用，不得复制、外传或留存于订单之外。',
  ],
  [
    '设计知识产权',
    '乙方为订单完成的设计成果，其知识产权自交付之日起归平台及其客户所有；乙方保留其通用设计技能与方法。',
  ],
  ['返工义务', '质检不合格或质检退回的订单，乙方应在新的设计周期内免费返工，直至质检通过。'],
  [
    '终止',
    '任一方可提前 30 日书面通知终止本协议；乙方严重违约（如泄露患者数据）时，平台可立即终止。终止前已完成订单照常结算。',
  ],
  [
    '适用语言',
    '本协议有中文、英文和土耳其文版本，乙方签署的语言版本对乙方有效；各版本含义如有不一致，以中文版本为准。',
  ],
];

const EN: Clauses = [
  [
    'Scope',
    'The designer takes digital dental design orders through the platform (full crowns, copings, inlays/onlays, veneers, implant abutments, removable partial frameworks and others) and delivers the CAD design files within each order’s design cycle, to the order’s requirements and the quality inspection standard.',
  ],
  [
    'Fees and price list',
    'Design fees follow the platform’s published price list in force (per product and unit) and are settled monthly; orders that pass quality inspection are paid, rework and void orders are not paid again.',
  ],
  [
    'Deposit',
    'The platform holds a deposit of %{deposit} from the designer’s first bill and pays it back with the next bill.',
  ],
  [
    'Payment timing',
    'A monthly bill, once the designer confirms it, is added to the available balance; a withdrawal arrives 2-5 working days after approval.',
  ],
  [
    'Tax withholding',
    'The platform withholds income tax on labour remuneration by month; several withdrawals in one month are taxed on their total, rounded half-up to the fen, once.',
  ],
  [
    'Confidentiality of patient data',
    'The designer keeps case files, patient names and all patient data strictly confidential, uses them only to complete the order, and neither copies, shares nor keeps them beyond it.',
  ],
  [
    'Intellectual property of designs',
    'The designs made for orders belong to the platform and its clients from delivery; the designer keeps their general design skills and methods.',
  ],
  [
    'Rework duty',
    'An order that fails quality inspection or is returned by it is reworked by the designer free of charge within a new design cycle until it passes.',
  ],
  [
    'Termination',
    'Either party may end this agreement with 30 days’ written notice; the platform may end it at once on a serious breach (such as disclosing patient data). Orders completed before the end are settled as usual.',
  ],
  [
    'Governing language',
    'This agreement exists in Chinese, English and Turkish; the version the designer signs binds the designer. Should the versions differ in meaning, the Chinese version prevails.',
  ],
];

const TR: Clauses = [
  [
    'Kapsam',
    'Tasarımcı platform üzerinden dijital diş protezi tasarım siparişlerini (tam kron, altyapı kronu, inley/onley, lamina, implant abutmentı, hareketli bölümlü iskelet vb.) üstlenir ve CAD tasarım dosyalarını her siparişin tasarım süresi içinde, sipariş gereklerine ve kalite kontrol standardına uygun olarak teslim eder.',
  ],
  [
    'Ücretler ve fiyat listesi',
    'Tasarım ücretleri platformun yürürlükteki fiyat listesine (ürün ve birim başına) göre hesaplanır ve aylık hesap kesimiyle ödenir; kalite kontrolden geçen siparişler ödenir, yeniden işleme ve iptal edilen siparişler ayrıca ödenmez.',
  ],
  [
    'Depozito',
    'Platform, tasarımcının ilk faturasından %{deposit} depozito tutar ve bir sonraki faturayla geri öder.',
  ],
  [
    'Ödeme zamanı',
    'Tasarımcının onayladığı aylık fatura çekilebilir bakiyeye eklenir; para çekme talebi onaydan sonra 2-5 iş günü içinde hesaba geçer.',
  ],
  [
    'Vergi kesintisi',
    'Platform emek ücretinin gelir vergisini aylık olarak keser; aynı aydaki birden çok para çekme toplam üzerinden vergilenir, fen cinsinden yarım yukarı yuvarlanır, bir kez.',
  ],
  [
    'Hasta verilerinin gizliliği',
    'Tasarımcı vaka dosyalarını, hasta adlarını ve tüm hasta verilerini kesinlikle gizli tutar, yalnızca siparişi tamamlamak için kullanır; kopyalamaz, paylaşmaz ve sipariş dışında saklamaz.',
  ],
  [
    'Tasarımların fikri mülkiyeti',
    'Siparişler için yapılan tasarımlar teslimden itibaren platforma ve müşterilerine aittir; tasarımcı genel tasarım bilgi ve yöntemlerini korur.',
  ],
  [
    'Yeniden işleme yükümlülüğü',
    'Kalite kontrolde uygun bulunmayan veya kaliteden iade edilen sipariş, tasarımcı tarafından yeni bir tasarım süresi içinde ücretsiz olarak, kontrolden geçene kadar yeniden işlenir.',
  ],
  [
    'Fesih',
    'Taraflardan her biri 30 gün önceden yazılı bildirimle bu sözleşmeyi feshedebilir; ağır ihlalde (ör. hasta verilerinin ifşası) platform derhal feshedebilir. Fesihten önce tamamlanan siparişler olağan şekilde ödenir.',
  ],
  [
    'Geçerli dil',
    'Bu sözleşme Çince, İngilizce ve Türkçe olarak düzenlenmiştir; tasarımcının imzaladığı sürüm tasarımcıyı bağlar. Sürümler arasında anlam farkı olursa Çince sürüm esas alınır.',
  ],
];

const TITLES: Record<Language, string> = {
  zh: '义齿设计服务合作协议',
  en: 'Dental Design Service Agreement',
  tr: 'Diş Protezi Tasarım Hizmet Sözleşmesi',
};
const PARTIES: Record<Language, (name: string, account: string) => string> = {
  zh: (name, account) => `甲方：义齿设计平台，乙方（设计师）：${name}（账号 ${account}）`,
  en: (name, account) =>
    `Between the dental design platform and the designer ${name} (account ${account})`,
  tr: (name, account) => `Diş tasarım platformu ile tasarımcı ${name} (hesap ${account}) arasında`,
};
/** The deposit in the currency the designer is paid in (src/domain/money.ts DEPOSIT_FEN). */
const DEPOSIT_WORDS: Record<Language, Record<Currency, string>> = {
  zh: { RMB: `人民币 ${DEPOSIT_UNITS} 元`, USD: `${DEPOSIT_UNITS} 美元（USD）` },
  en: { RMB: `RMB ${DEPOSIT_UNITS}`, USD: `USD ${DEPOSIT_UNITS} (US dollars)` },
  tr: { RMB: `${DEPOSIT_UNITS} yuan (RMB)`, USD: `${DEPOSIT_UNITS} ABD doları (USD)` },
};

const LABELS: Record<Language, ContractDocument['labels']> = {
  zh: { signer: '签署人', account: '账号', version: '版本', language: '语言', date: '签署时间' },
  en: {
    signer: 'Signed by',
    account: 'Account',
    version: 'Version',
    language: 'Language',
    date: 'Signed on',
  },
  tr: {
    signer: 'İmzalayan',
    account: 'Hesap',
    version: 'Sürüm',
    language: 'Dil',
    date: 'İmza tarihi',
  },
};
const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', tr: 'Türkçe' };

export const CONTRACT_VERSIONS: ContractVersions = {
  [CONTRACT_VERSION]: {
    zh: { title: TITLES.zh, clauses: ZH },
    en: { title: TITLES.en, clauses: EN },
    tr: { title: TITLES.tr, clauses: TR },
  },
};

/**
 * The agreement of `version` in `language`, made out to `party`. A version not kept (a signature
 * from before versions, `''`) reads as the current one.
 */
export function contractDocument(
  language: Language,
  party: { name: string; account: string; currency?: Currency },
  version: string = CONTRACT_VERSION,
  versions: ContractVersions = CONTRACT_VERSIONS,
): ContractDocument {
  const kept = versions[version] ? version : CONTRACT_VERSION;
  const text = versions[kept][language];
  return {
    version: kept,
    language,
    title: text.title,
    parties: PARTIES[language](party.name, party.account),
    clauses: text.clauses.map(([heading, body]) => ({
      heading,
      body: body.replace('%{deposit}', DEPOSIT_WORDS[language][party.currency ?? 'RMB']),
    })),
    labels: LABELS[language],
    languageName: LANGUAGE_NAMES[language],
  };
}
