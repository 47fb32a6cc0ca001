import { md5Hex } from '../http/format';
import type { Certification, Payment, RoleAlias, RoleRecord, UserRecord } from '../store/state';
import type { SeedContext } from './context';

export interface DemoAccount {
  account: string;
  password: string;
  name: string;
  realName: string;
  roleAlias: RoleAlias;
  patch?: Partial<UserRecord>;
}

const passed = (...types: string[]): Certification[] =>
  types.map((dentureType) => ({ dentureType, status: '1' }));

/** The demo accounts of the README; phones follow the list order (13800000001, ...). */
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    account: 'designer',
    password: 'Designer1',
    name: '小张设计',
    realName: '张伟',
    roleAlias: 'designer',
    patch: {
      level: 'B',
      points: 86,
      contractStatus: '2',
      trackNum: 'SF1402937716',
      certifications: [...passed('1', '2', '3', '5'), { dentureType: '6', status: '2' }],
      payment: {
        currency: 'RMB',
        country: 'CN',
        bankName: '中国工商银行',
        branch: '北京海淀支行',
        accountName: '张伟',
        accountNumber: '6222020200012345678',
        jointBankNumber: '102100000458',
        bankCode: 'ICBC',
        bankAddress: '北京市海淀区中关村大街1号',
        payeeAddress: '北京市海淀区学院路30号',
        swiftCode: 'ICBKCNBJ',
      },
    },
  },
  {
    account: 'company',
    password: 'Company1',
    name: '华齿科技',
    realName: '李娜',
    roleAlias: 'designer',
    patch: {
      isCompanyMember: '1',
      level: 'C',
      points: 72,
      contractStatus: '2',
      certifications: passed('1'),
    },
  },
  {
    account: 'mainacct',
    password: 'Mainacct1',
    name: '王氏设计工作室',
    realName: '王强',
    roleAlias: 'designer',
    patch: { level: 'A', points: 95, contractStatus: '2', certifications: passed('1', '2', '4') },
  },
  {
    account: 'subacct1',
    password: 'Subacct1',
    name: '王氏一号',
    realName: '刘洋',
    roleAlias: 'designer',
    patch: { level: 'C', points: 70, contractStatus: '2', certifications: passed('1') },
  },
  {
    account: 'subacct2',
    password: 'Subacct2',
    name: '王氏二号',
    realName: '陈静',
    roleAlias: 'designer',
    patch: { level: 'D', points: 61, contractStatus: '2', certifications: passed('2') },
  },
  {
    account: 'weakpwd',
    password: '123456',
    name: '弱密码用户',
    realName: '赵磊',
    roleAlias: 'designer',
    patch: {
      weakPassword: true,
      level: 'C',
      points: 75,
      contractStatus: '1',
      certifications: passed('1'),
    },
  },
  {
    account: 'newbie1',
    password: 'Newbie123',
    name: '新手设计师',
    realName: '周敏',
    roleAlias: 'designer',
    patch: { level: 'D', points: 0 },
  },
  {
    account: 'support',
    password: 'Support1',
    name: '客服小美',
    realName: '孙丽',
    roleAlias: 'customer_service',
  },
  {
    account: 'operator',
    password: 'Operator1',
    name: '运营管理员',
    realName: '吴刚',
    roleAlias: 'administrator',
  },
];

/**
 * The overseas designer: an individual in Türkiye who settles in US dollars (SPEC §9), qualified,
 * contract signed. Added after the rest of the seed (seed/overseas.ts), tenth in the phone order.
 */
export const OVERSEAS_ACCOUNT: DemoAccount = {
  account: 'overseas',
  password: 'Overseas1',
  name: 'Ayşe Design',
  realName: 'Ayşe Yılmaz',
  roleAlias: 'designer',
  patch: {
    level: 'C',
    points: 78,
    contractStatus: '2',
    certifications: passed('1', '2'),
    payment: {
      currency: 'USD',
      country: 'TR',
      bankName: 'Garanti BBVA',
      branch: 'Kadıköy',
      accountName: 'Ayşe Yılmaz',
      accountNumber: 'TR330006100519786457841326',
      jointBankNumber: '',
      bankCode: '',
      bankAddress: 'Bağdat Caddesi 1, Kadıköy, İstanbul',
      payeeAddress: 'Moda Caddesi 10, Kadıköy, İstanbul',
      swiftCode: 'TGBATRIS',
    },
  },
};

const SEED_DEPT_ID = '1123598813738675201';
const SEED_POST_ID = '1123598817738675201';

export function createUsers(context: SeedContext, roles: RoleRecord[]): UserRecord[] {
  return DEMO_ACCOUNTS.map((demo, index) => demoUser(context, roles, demo, index));
}

/** The user record of a demo account, `index` in the README's order (its phone number). */
export function demoUser(
  context: SeedContext,
  roles: readonly RoleRecord[],
  demo: DemoAccount,
  index: number,
): UserRecord {
  const created = context.daysAgo(400 - index * 30);
  const roleId = roles.find((role) => role.roleAlias === demo.roleAlias)?.id ?? '';
  return {
    id: context.nextId(created),
    tenantId: '000000',
    account: demo.account,
    password: md5Hex(demo.password),
    weakPassword: false,
    name: demo.name,
    realName: demo.realName,
    avatar: '',
    phone: `138000000${String(index + 1).padStart(2, '0')}`,
    email: `${demo.account}@example.com`,
    roleId,
    roleAlias: demo.roleAlias,
    deptId: SEED_DEPT_ID,
    postId: SEED_POST_ID,
    status: '1',
    isCompanyMember: '0',
    level: 'D',
    points: 0,
    contractStatus: '0',
    trackNum: '',
    mainAccountId: '',
    invitedBy: '',
    certifications: [],
    payment: emptyPayment(),
    createTime: context.format(created),
    lastLoginTime: context.format(context.daysAgo(index % 5)),
    ...demo.patch,
  };
}

export function emptyPayment(): Payment {
  return {
    currency: 'RMB',
    country: '',
    bankName: '',
    branch: '',
    accountName: '',
    accountNumber: '',
    jointBankNumber: '',
    bankCode: '',
    bankAddress: '',
    payeeAddress: '',
    swiftCode: '',
  };
}
