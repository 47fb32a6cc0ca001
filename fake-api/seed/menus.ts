import {
  MENU_GROUPS,
  PATHS,
  listPath,
  personalCenterPath,
  settlementPath,
} from '../../src/routes/paths';
import { frameOrigins } from '../../src/domain/menuAccess';
import type { Audience, Localized, MenuRecord, RoleAlias } from '../store/state';
import { DESIGNERS, DESIGNERS_ONLY, EVERYONE, STAFF } from './audiences';
import type { SeedContext } from './context';

interface MenuSpec {
  code: string;
  name: Localized;
  path: string;
  source: string;
  audiences?: Audience[];
  isOpen?: 1 | 2;
  roles?: RoleAlias[];
  children?: MenuSpec[];
}

const MENU_TREE: MenuSpec[] = [
  // Staff entries first: staff land on their desk and work from these.
  {
    code: 'staff',
    name: { zh: '运营管理', en: 'Operations', tr: 'Operasyon' },
    path: MENU_GROUPS.staff,
    source: 'SupportAgent',
    audiences: STAFF,
    children: [
      {
        code: 'staff_home',
        name: { zh: '客服工作台', en: 'Staff desk', tr: 'Personel masası' },
        path: PATHS.staffHome,
        source: 'Dashboard',
      },
      {
        code: 'staff_audit',
        name: { zh: '注册审核', en: 'Registration review', tr: 'Kayıt Onayı' },
        path: PATHS.registrationAudit,
        source: 'HowToReg',
        roles: ['administrator'],
      },
      {
        code: 'staff_qc',
        name: { zh: '质检队列', en: 'Inspection queue', tr: 'Kontrol kuyruğu' },
        path: listPath('qcQueue'),
        source: 'FactCheck',
      },
      {
        code: 'staff_certification',
        name: { zh: '资质审核', en: 'Qualification review', tr: 'Yeterlilik İncelemesi' },
        path: listPath('certifications'),
        source: 'VerifiedUser',
      },
      {
        code: 'staff_contracts',
        name: { zh: '合同签收', en: 'Contract desk', tr: 'Sözleşme Masası' },
        path: PATHS.contractDesk,
        source: 'Description',
      },
      {
        code: 'staff_withdrawals',
        name: { zh: '提现审核', en: 'Withdrawal review', tr: 'Para Çekme İncelemesi' },
        path: listPath('withdrawals'),
        source: 'AccountBalanceWallet',
      },
      {
        code: 'staff_bills',
        name: { zh: '设计师账单', en: 'Designer bills', tr: 'Tasarımcı Faturaları' },
        path: listPath('bills'),
        source: 'ReceiptLong',
      },
      {
        code: 'staff_deductions',
        name: { zh: '扣款管理', en: 'Deductions', tr: 'Kesinti Yönetimi' },
        path: listPath('deductions'),
        source: 'MoneyOff',
      },
      {
        code: 'staff_prices',
        name: { zh: '价格表', en: 'Price list', tr: 'Fiyat Listesi' },
        path: listPath('prices'),
        source: 'Payments',
      },
      {
        code: 'staff_tickets',
        name: { zh: '工单处理', en: 'Work orders', tr: 'İş Emirleri' },
        path: listPath('tickets'),
        source: 'SupportAgent',
      },
    ],
  },
  {
    code: 'home',
    name: { zh: '首页', en: 'Home', tr: 'Ana Sayfa' },
    path: PATHS.welcome,
    source: 'Home',
    audiences: DESIGNERS_ONLY,
  },
  {
    code: 'console',
    name: { zh: '控制台', en: 'Dashboard', tr: 'Kontrol Paneli' },
    path: PATHS.home,
    source: 'Dashboard',
  },
  {
    code: 'workbench',
    name: { zh: '接单工作台', en: 'Workbench', tr: 'Sipariş Masası' },
    path: PATHS.workbench,
    source: 'Work',
    audiences: DESIGNERS_ONLY,
  },
  {
    code: 'mydesign',
    name: { zh: '我的设计单', en: 'My design sheet', tr: 'Tasarım Siparişlerim' },
    path: PATHS.myDesignSheet,
    source: 'Description',
    audiences: EVERYONE,
  },
  {
    code: 'settlement',
    name: { zh: '结算', en: 'Settlement', tr: 'Hesap Kesimi' },
    path: PATHS.settlementIndex,
    source: 'Payments',
    audiences: DESIGNERS_ONLY,
    children: [
      {
        code: 'withdrawal',
        name: { zh: '提现', en: 'Withdrawal', tr: 'Para Çekme' },
        path: settlementPath('withdrawal'),
        source: 'AccountBalanceWallet',
      },
      {
        code: 'bill',
        name: { zh: '账单', en: 'Bill', tr: 'Fatura' },
        path: settlementPath('bill'),
        source: 'ReceiptLong',
      },
      {
        code: 'deduction',
        name: { zh: '扣款记录', en: 'Deductions', tr: 'Kesintiler' },
        path: listPath('deductions'),
        source: 'MoneyOff',
        // Staff reach every designer's deductions from the operations menu.
        audiences: ['designer', 'mainAccount', 'subAccount'],
      },
    ],
  },
  {
    code: 'extension',
    name: { zh: '推广', en: 'Referral', tr: 'Tavsiye' },
    path: PATHS.extension,
    source: 'Share',
    audiences: DESIGNERS_ONLY,
  },
  {
    code: 'personal',
    name: { zh: '个人中心', en: 'Personal center', tr: 'Kişisel Merkez' },
    path: personalCenterPath('1'),
    source: 'Person',
  },
  {
    code: 'authentication',
    name: { zh: '资质认证', en: 'Qualification certification', tr: 'Yeterlilik Belgesi' },
    path: PATHS.authentication,
    source: 'VerifiedUser',
    // A designer's own qualification: staff review them from the operations menu.
    audiences: DESIGNERS_ONLY,
  },
  {
    code: 'result',
    name: { zh: '认证结果', en: 'Certification results', tr: 'Belge Sonuçları' },
    path: PATHS.result,
    source: 'FactCheck',
    // A designer's own qualification: staff review them from the operations menu.
    audiences: DESIGNERS_ONLY,
  },
  {
    code: 'points',
    name: { zh: '积分调整', en: 'Points adjustment', tr: 'Puan Düzeltme' },
    path: PATHS.pointsAdjust,
    source: 'Tune',
    roles: ['administrator'],
  },
  {
    code: 'help',
    name: { zh: '帮助', en: 'Help', tr: 'Yardım' },
    path: MENU_GROUPS.help,
    source: 'Help',
    children: [
      {
        code: 'help_score_policy',
        name: { zh: '积分政策', en: 'Score policy', tr: 'Puan politikası' },
        path: PATHS.scorePolicy,
        source: 'Rule',
      },
      {
        code: 'help_center',
        name: { zh: '帮助中心', en: 'Help center', tr: 'Yardım Merkezi' },
        path: 'https://www.example.com/help',
        source: 'OpenInNew',
        isOpen: 2,
      },
      {
        code: 'help_guide',
        name: { zh: '操作指南', en: 'User guide', tr: 'Kullanım Kılavuzu' },
        path: 'https://www.example.com/guide',
        source: 'MenuBook',
      },
    ],
  },
];

export function createMenus(context: SeedContext): MenuRecord[] {
  const records: MenuRecord[] = [];
  const add = (specs: MenuSpec[], parentId: string, inherited: Audience[]) =>
    specs.forEach((spec, index) => {
      const audiences = spec.audiences ?? inherited;
      const record: MenuRecord = {
        id: context.nextId(),
        parentId,
        code: spec.code,
        name: spec.name,
        alias: 'menu',
        path: spec.path,
        source: spec.source,
        sort: index + 1,
        category: 1,
        action: 0,
        isOpen: spec.isOpen ?? 1,
        audiences,
        ...(spec.roles ? { roles: spec.roles } : {}),
      };
      records.push(record);
      add(spec.children ?? [], record.id, audiences);
    });
  add(MENU_TREE, '0', DESIGNERS);
  return records;
}

/** The seeded name of the menu item `code`, for tests that look for a seeded menu by its name. */
export function seededMenuName(code: string): Localized {
  const find = (specs: MenuSpec[]): MenuSpec | undefined =>
    specs.reduce<MenuSpec | undefined>(
      (found, spec) => found ?? (spec.code === code ? spec : find(spec.children ?? [])),
      undefined,
    );
  const spec = find(MENU_TREE);
  if (!spec) throw new Error(`no seeded menu ${code}`);
  return spec.name;
}

/** The origins the seeded menu embeds in /myiframe: the frame-src of `npm start` and the tests. */
export function seededFrameOrigins(): string[] {
  const flat = (specs: MenuSpec[]): MenuSpec[] =>
    specs.flatMap((spec) => [spec, ...flat(spec.children ?? [])]);
  return frameOrigins(
    flat(MENU_TREE).map((spec) => ({ path: spec.path, isOpen: spec.isOpen ?? 1 })),
  );
}
