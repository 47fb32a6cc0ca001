import { grabbedAtOf, withinFlagWindow } from './caseFlag';
import type { CaseFlag } from './caseFlag';
import { parseServerDateTime } from './format';
import { grabBlocker, type GrabBlocker, type Qualification } from './grabRules';
import { holdsTask } from './taskStates';

/** The parts of the user the flag rule reads: the user detail on the portal, the record on the server. */
export interface Flagger extends Qualification {
  id: string;
  roleAlias: string;
  isCompanyMember: string;
  mainAccountId: string;
}

/** The parts of the order it reads. */
export interface FlaggableTask {
  status: string;
  dentureType: string;
  designCycle: number;
  deadline: string;
  designerId: string;
  subDesignerId: string;
  subReceiveTime: string;
  flag?: CaseFlag;
}

/**
 * Why this user may not flag this order now. A pool order is grabbed by its flag, so the grab's
 * own rules apply to it (the level's cap of orders in progress is left to the server, which
 * counts them); an order in design only by its holder, within the window after the grab.
 */
export type FlagBlocker =
  | 'not_designer'
  | 'company_member'
  | 'sub_account'
  | GrabBlocker
  | 'taken'
  | 'flagged'
  | 'not_in_design'
  | 'window_closed';

/** The first reason the flag is refused (the server's order of checks), or undefined. */
export function flagBlocker(
  user: Flagger,
  task: FlaggableTask,
  nowMs: number,
): FlagBlocker | undefined {
  if (user.roleAlias !== 'designer') return 'not_designer';
  if (task.status === '0') {
    if (user.isCompanyMember === '1') return 'company_member';
    if (task.flag) return 'flagged';
    if (user.mainAccountId) return 'sub_account';
    return grabBlocker(user, task.dentureType);
  }
  if (!holdsTask(user.id, task)) return 'taken';
  if (task.flag) return 'flagged';
  const deadline = parseServerDateTime(task.deadline);
  if (task.status !== '1' || !deadline) return 'not_in_design';
  const grabbed = grabbedAtOf(deadline.getTime(), task.designCycle);
  return withinFlagWindow(grabbed, nowMs) ? undefined : 'window_closed';
}
