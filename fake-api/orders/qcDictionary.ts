import type { QcReasonCategory, QcSeverity } from '../../src/domain/qcReasons';
import type { Localized } from '../store/state';

/** Labels of the `qc_reason` dictionary (the inspection's reason categories). */
export const QC_REASON_LABELS: Record<QcReasonCategory, Localized> = {
  margin: { zh: '边缘线', en: 'Margin', tr: 'Kenar hattı' },
  contacts: { zh: '邻接关系', en: 'Contacts', tr: 'Temas noktaları' },
  occlusion: { zh: '咬合', en: 'Occlusion', tr: 'Oklüzyon' },
  thickness: { zh: '厚度', en: 'Thickness', tr: 'Kalınlık' },
  anatomy: { zh: '解剖形态', en: 'Anatomy / morphology', tr: 'Anatomi / morfoloji' },
  emergence: { zh: '穿龈轮廓', en: 'Emergence profile', tr: 'Çıkış profili' },
  file: { zh: '文件或格式问题', en: 'File or format problem', tr: 'Dosya veya biçim sorunu' },
  other: { zh: '其他', en: 'Other', tr: 'Diğer' },
};

/** Labels of the `qc_severity` dictionary. */
export const QC_SEVERITY_LABELS: Record<QcSeverity, Localized> = {
  minor: { zh: '轻微', en: 'Minor', tr: 'Küçük' },
  major: { zh: '严重', en: 'Major', tr: 'Büyük' },
  critical: { zh: '致命', en: 'Critical', tr: 'Kritik' },
};
