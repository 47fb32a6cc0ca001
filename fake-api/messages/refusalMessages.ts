import type { Language } from '../../i18n/languages';
import type { RefusalCode, RefusalValues } from '../../src/domain/refusals';
import { DISPATCH_MESSAGES, TASK_MESSAGES } from './taskMessages';

type Text = (values: RefusalValues) => string;

/** The server's sentence for each coded refusal, in each language (issue 40). */
export const REFUSAL_MESSAGES: Record<RefusalCode, Record<Language, Text>> = {
  grab_limit: {
    zh: ({ level, max }) =>
      `您当前等级为${level}级，最多可同时进行${max}个订单，请先完成进行中的订单`,
    en: ({ level, max }) =>
      `At level ${level} you may have at most ${max} orders in progress at once: finish one first`,
    tr: ({ level, max }) =>
      `${level} seviyesinde aynı anda en fazla ${max} sipariş yürütebilirsiniz: önce birini bitirin`,
  },
  task_taken: {
    zh: () => TASK_MESSAGES.taken,
    en: () => 'Too late: this order was taken by another designer',
    tr: () => 'Geç kaldınız: bu sipariş başka bir tasarımcı tarafından üstlenildi',
  },
  task_not_found: {
    zh: () => TASK_MESSAGES.notFound,
    en: () => 'No such order',
    tr: () => 'Böyle bir sipariş yok',
  },
  file_empty: {
    zh: () => '文件为空（0 字节），不能上传',
    en: () => 'The file is empty (0 bytes) and cannot be uploaded',
    tr: () => 'Dosya boş (0 bayt), yüklenemez',
  },
  mesh_unreadable: {
    zh: () => '文件已损坏或不是有效的 STL / PLY / OBJ 模型',
    en: () => 'The file is damaged or is not a valid STL / PLY / OBJ model',
    tr: () => 'Dosya bozuk ya da geçerli bir STL / PLY / OBJ modeli değil',
  },
  design_check_hard: {
    zh: () => '设计低于材料的最低要求，不能提交：请按设计检查修改后重新上传',
    en: () =>
      "The design is below its material's limit and cannot be submitted: change it as the design checks say and upload it again",
    tr: () =>
      'Tasarım malzemenin sınırının altında ve gönderilemez: tasarım kontrollerine göre düzeltip yeniden yükleyin',
  },
  design_check_justify: {
    zh: () => '设计未达到订单要求：请填写一行说明后再提交',
    en: () =>
      'The design is short of what the order asks: add a one-line justification to submit it',
    tr: () =>
      'Tasarım siparişin istediğinin altında: göndermek için tek satırlık bir gerekçe yazın',
  },
  dispatch_withdrawn: {
    zh: () => DISPATCH_MESSAGES.withdrawn,
    en: () => 'Your main account withdrew this dispatch',
    tr: () => 'Ana hesabınız bu dağıtımı geri aldı',
  },
};
