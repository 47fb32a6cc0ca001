import type { Request } from 'express';
import { languageParam } from '../http/params';
import type { Localized } from '../store/state';
import { TASK_MESSAGES } from './taskMessages';

/** A grab lost to another designer, in each language (docs/CONTRACT.md, "Design orders"). */
const TAKEN: Localized = {
  zh: TASK_MESSAGES.taken,
  en: 'Too late: this order was taken by another designer',
  tr: 'Geç kaldınız: bu sipariş başka bir tasarımcı tarafından üstlenildi',
};

/** A grab's refusal in the call's `language`: the lost race translated, the rest as they are. */
export function grabRefusal(req: Request, refusal: string): string {
  if (refusal !== TASK_MESSAGES.taken) return refusal;
  return TAKEN[languageParam(req) ?? 'zh'];
}
