import type { DictRecord, Localized } from '../store/state';
import { QC_REASON_LABELS, QC_SEVERITY_LABELS } from '../tasks/qcDictionary';
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
    items: [
      ['0', { zh: '待接单', en: 'Awaiting pickup', tr: 'Alınmayı bekliyor' }],
      ['1', { zh: '设计中', en: 'In design', tr: 'Tasarımda' }],
      ['2', { zh: '待质检', en: 'Awaiting quality inspection', tr: 'Kalite kontrolü bekliyor' }],
      ['3', { zh: '质检通过', en: 'Inspected', tr: 'Kontrolden geçti' }],
      ['4', { zh: '不合格', en: 'Unqualified', tr: 'Uygun değil' }],
      ['5', { zh: '质检退回', en: 'Quality return', tr: 'Kaliteden iade' }],
      ['6', { zh: '返工', en: 'Rework', tr: 'Yeniden işleme' }],
    ],
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
