import type { MaterialId } from '../../src/domain/materialProfiles';

/** An order's free-text `material` as the customer's system writes it, by material profile. */
export const MATERIAL_TEXT: Record<MaterialId, string> = {
  'zirconia-3y': '氧化锆',
  'zirconia-5y': '高透氧化锆',
  'lithium-disilicate': '二硅酸锂',
  pmma: 'PMMA',
  'metal-cocr': '钴铬合金',
  composite: '复合树脂',
};
