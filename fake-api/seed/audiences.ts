import type { Audience } from '../store/state';

export const DESIGNERS: Audience[] = ['designer', 'mainAccount', 'subAccount', 'staff'];
export const EVERYONE: Audience[] = [...DESIGNERS, 'company'];
export const STAFF: Audience[] = ['staff'];
/** Designer-only entries (welcome, workbench, settlement, promotion): hidden from staff. */
export const DESIGNERS_ONLY: Audience[] = ['designer', 'mainAccount', 'subAccount'];
