import type { TaskStatus } from '../../src/domain/taskStates';
import type { Localized } from '../store/state';

/**
 * The order statuses' names: the one source of the `task_status` dictionary the server serves
 * and of the status its refusals name ("订单当前状态为「设计中」...").
 */
export const TASK_STATUS_NAMES: Readonly<Record<TaskStatus, Localized>> = {
  '0': { zh: '待接单', en: 'Awaiting pickup', tr: 'Alınmayı bekliyor' },
  '1': { zh: '设计中', en: 'In design', tr: 'Tasarımda' },
  '2': { zh: '待质检', en: 'Awaiting quality inspection', tr: 'Kalite kontrolü bekliyor' },
  '3': { zh: '质检通过', en: 'Inspected', tr: 'Kontrolden geçti' },
  '4': { zh: '不合格', en: 'Unqualified', tr: 'Uygun değil' },
  '5': { zh: '质检退回', en: 'Quality return', tr: 'Kaliteden iade' },
  '6': { zh: '返工', en: 'Rework', tr: 'Yeniden işleme' },
};
