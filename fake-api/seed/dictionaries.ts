import type { DictRecord, Localized } from '../store/state';
import { QC_REASON_LABELS, QC_SEVERITY_LABELS } from '../orders/qcDictionary';
import { TASK_STATUS_NAMES } from '../messages/taskStatusNames';
import { REASON_LABELS } from '../messages/reasonDictionaries';
import { REASON_DICTIONARIES } from '../../src/domain/reasonCodes';
import type { SeedContext } from './context';

type DictSpec = { code: string; name: string; items: [dictKey: string, value: Localized][] };

const DICTIONARIES: DictSpec[] = [
  {
    code: 'denture_type',
    name: '义齿类型',
    items: [
      ['1', { zh: '全冠', en: 'Full crown', tr: 'Tam kron' }],
      ['2', { zh: '内冠', en: 'Coping', tr: 'Altyapı kronu' }],
      ['3', { zh: '嵌体', en: 'Inlay / onlay', tr: 'İnley / onley' }],
      ['4', { zh: '贴面', en: 'Veneer', tr: 'Lamina' }],
      ['5', { zh: '种植基台', en: 'Implant abutment', tr: 'İmplant abutmentı' }],
      ['6', { zh: '活动支架', en: 'Removable partial framework', tr: 'Hareketli bölümlü iskelet' }],
    ],
  },
  {
    code: 'task_status',
    name: '任务状态',
    items: Object.entries(TASK_STATUS_NAMES),
  },
  {
    code: 'contract_status',
    name: '合同状态',
    items: [
      ['0', { zh: '未签署', en: 'Not signed', tr: 'İmzalanmadı' }],
      ['1', { zh: '签署中', en: 'Signing', tr: 'İmzalanıyor' }],
      ['2', { zh: '已签署', en: 'Signed', tr: 'İmzalandı' }],
    ],
  },
  {
    code: 'settlement_currency',
    name: '结算币种',
    items: [
      ['RMB', { zh: '人民币', en: 'RMB', tr: 'Çin yuanı' }],
      ['USD', { zh: '美元', en: 'US dollar', tr: 'ABD doları' }],
    ],
  },
  // Orders carry the product, material and unit as Chinese values (as BladeX stores them): these
  // dictionaries are keyed by that value and give the label in each language.
  {
    code: 'product_name',
    name: '产品名称',
    items: [
      ['全冠', { zh: '全冠', en: 'Full crown', tr: 'Tam kron' }],
      ['内冠', { zh: '内冠', en: 'Coping', tr: 'Altyapı kronu' }],
      ['嵌体', { zh: '嵌体', en: 'Inlay / onlay', tr: 'İnley / onley' }],
      ['种植基台', { zh: '种植基台', en: 'Implant abutment', tr: 'İmplant abutmentı' }],
      ['贴面', { zh: '贴面', en: 'Veneer', tr: 'Lamina' }],
      [
        '活动支架',
        { zh: '活动支架', en: 'Removable partial framework', tr: 'Hareketli bölümlü iskelet' },
      ],
      ['氧化锆全冠', { zh: '氧化锆全冠', en: 'Zirconia full crown', tr: 'Zirkonya tam kron' }],
    ],
  },
  {
    code: 'material',
    name: '材料',
    items: [
      ['氧化锆', { zh: '氧化锆', en: 'Zirconia', tr: 'Zirkonya' }],
      ['钴铬合金', { zh: '钴铬合金', en: 'Cobalt-chromium alloy', tr: 'Kobalt-krom alaşımı' }],
      ['二硅酸锂', { zh: '二硅酸锂', en: 'Lithium disilicate', tr: 'Lityum disilikat' }],
      ['钛', { zh: '钛', en: 'Titanium', tr: 'Titanyum' }],
      ['玻璃陶瓷', { zh: '玻璃陶瓷', en: 'Glass ceramic', tr: 'Cam seramik' }],
      ['纯钛', { zh: '纯钛', en: 'Pure titanium', tr: 'Saf titanyum' }],
    ],
  },
  {
    code: 'product_unit',
    name: '单位',
    items: [
      ['颗', { zh: '颗', en: 'tooth', tr: 'diş' }],
      ['个', { zh: '个', en: 'piece', tr: 'adet' }],
      ['副', { zh: '副', en: 'set', tr: 'takım' }],
    ],
  },
  {
    code: 'designer_level',
    name: '设计师等级',
    items: ['A', 'B', 'C', 'D'].map((level) => [
      level,
      { zh: `${level}级`, en: `Level ${level}`, tr: `${level} seviyesi` },
    ]),
  },
  { code: 'qc_reason', name: '质检原因', items: Object.entries(QC_REASON_LABELS) },
  { code: 'qc_severity', name: '严重程度', items: Object.entries(QC_SEVERITY_LABELS) },
  {
    code: REASON_DICTIONARIES.deduction,
    name: '扣款原因',
    items: Object.entries(REASON_LABELS.deduction),
  },
  {
    code: REASON_DICTIONARIES.withdrawalRefusal,
    name: '提现驳回原因',
    items: Object.entries(REASON_LABELS.withdrawalRefusal),
  },
  {
    code: REASON_DICTIONARIES.review,
    name: '资质审核原因',
    items: Object.entries(REASON_LABELS.review),
  },
];

export function createDictionaries(context: SeedContext): DictRecord[] {
  return DICTIONARIES.flatMap((spec, specIndex) => {
    const root: DictRecord = {
      id: context.nextId(),
      tenantId: '000000',
      parentId: '0',
      code: spec.code,
      dictKey: '-1',
      dictValue: { zh: spec.name, en: spec.name, tr: spec.name },
      sort: specIndex + 1,
      remark: '',
    };
    const items = spec.items.map(([dictKey, dictValue], index) => ({
      ...root,
      id: context.nextId(),
      parentId: root.id,
      dictKey,
      dictValue,
      sort: index + 1,
    }));
    return [root, ...items];
  });
}
