import type { Audience } from '../store/state';

export const DESIGNERS: Audience[] = ['designer', 'mainAccount', 'subAccount', 'staff'];
export const EVERYONE: Audience[] = [...DESIGNERS, 'company'];
export const STAFF: Audience[] = ['staff'];
