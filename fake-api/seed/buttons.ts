import type { Audience, Localized, MenuRecord } from '../store/state';
import { DESIGNERS, EVERYONE, STAFF } from './audiences';
import type { SeedContext } from './context';

interface ButtonSpec {
  menu: string;
  code: string;
  name: Localized;
  audiences?: Audience[];
}

// Staff inspect and pay; only designers grab orders and withdraw earnings (the server refuses staff).
const GRABBERS: Audience[] = ['designer', 'mainAccount'];

/** Codes follow BladeX's `<menuCode>_<action>`, except the task and ticket actions shared by several pages. */
const BUTTONS: ButtonSpec[] = [
  {
    menu: 'home',
    code: 'ticket_add',
    name: { zh: '提交工单', en: 'Submit work order', tr: 'İş emri gönder' },
  },
  {
    menu: 'home',
    code: 'ticket_view',
    name: { zh: '查看工单', en: 'View work orders', tr: 'İş emirlerini gör' },
  },
  {
    menu: 'workbench',
    code: 'workbench_view',
    name: { zh: '查看任务', en: 'View tasks', tr: 'Görevleri gör' },
  },
  {
    menu: 'workbench',
    code: 'workbench_grab',
    name: { zh: '抢单', en: 'Grab order', tr: 'Siparişi üstlen' },
    audiences: GRABBERS,
  },
  {
    menu: 'mydesign',
    code: 'mydesign_view',
    name: { zh: '查看设计单', en: 'View design sheets', tr: 'Tasarım siparişlerini gör' },
    audiences: EVERYONE,
  },
  {
    menu: 'mydesign',
    code: 'task_upload',
    name: { zh: '上传设计文件', en: 'Upload design files', tr: 'Tasarım dosyası yükle' },
  },
  {
    menu: 'mydesign',
    code: 'task_submit',
    name: { zh: '提交设计', en: 'Submit design', tr: 'Tasarımı gönder' },
  },
  {
    menu: 'mydesign',
    code: 'task_cancel',
    name: { zh: '取消任务', en: 'Cancel task', tr: 'Görevi iptal et' },
  },
  {
    menu: 'mydesign',
    code: 'mydesign_dispatch',
    name: { zh: '派单给子账号', en: 'Dispatch to sub-account', tr: 'Alt hesaba ata' },
    audiences: ['mainAccount'],
  },
  {
    menu: 'withdrawal',
    code: 'withdrawal_add',
    name: { zh: '申请提现', en: 'Request withdrawal', tr: 'Para çekme talebi' },
    audiences: GRABBERS,
  },
  {
    menu: 'bill',
    code: 'bill_view',
    name: { zh: '查看账单', en: 'View bills', tr: 'Faturaları gör' },
  },
  {
    menu: 'extension',
    code: 'extension_share',
    name: { zh: '复制邀请链接', en: 'Copy invite link', tr: 'Davet bağlantısını kopyala' },
  },
  {
    menu: 'personal',
    code: 'personal_payment',
    name: { zh: '修改收款信息', en: 'Edit payment info', tr: 'Ödeme bilgilerini düzenle' },
  },
  {
    menu: 'authentication',
    code: 'authentication_submit',
    name: { zh: '提交认证', en: 'Submit certification', tr: 'Belge başvurusu gönder' },
  },
  {
    menu: 'points',
    code: 'points_adjust',
    name: { zh: '调整积分', en: 'Adjust points', tr: 'Puanı düzelt' },
    audiences: STAFF,
  },
  {
    menu: 'staff_audit',
    code: 'staff_audit_pass',
    name: { zh: '审核通过', en: 'Approve', tr: 'Onayla' },
    audiences: STAFF,
  },
  {
    menu: 'staff_certification',
    code: 'staff_certification_review',
    name: { zh: '审核认证', en: 'Review qualification', tr: 'Yeterliliği incele' },
    audiences: STAFF,
  },
  {
    menu: 'staff_contracts',
    code: 'staff_contracts_confirm',
    name: { zh: '确认签收', en: 'Confirm receipt', tr: 'Teslim alındı' },
    audiences: STAFF,
  },
  {
    menu: 'staff_withdrawals',
    code: 'staff_withdrawals_review',
    name: { zh: '打款或驳回', en: 'Pay or reject', tr: 'Öde veya reddet' },
    audiences: STAFF,
  },
  {
    menu: 'staff_deductions',
    code: 'staff_deductions_add',
    name: { zh: '新增扣款', en: 'Add deduction', tr: 'Kesinti ekle' },
    audiences: STAFF,
  },
];

export function createButtons(context: SeedContext, menus: MenuRecord[]): MenuRecord[] {
  return BUTTONS.map((spec, index) => {
    const menu = menus.find((candidate) => candidate.code === spec.menu);
    if (!menu) throw new Error(`button ${spec.code}: no menu ${spec.menu}`);
    return {
      id: context.nextId(),
      parentId: menu.id,
      code: spec.code,
      name: spec.name,
      alias: spec.code.slice(spec.code.lastIndexOf('_') + 1),
      path: '',
      source: '',
      sort: index + 1,
      category: 2,
      action: 1,
      isOpen: 1,
      audiences: spec.audiences ?? DESIGNERS,
    };
  });
}
