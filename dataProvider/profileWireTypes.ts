import type { components } from './generated/openapi';

/** Wire shapes of the personal centre's calls, generated from docs/api/openapi.yaml. */
type Schemas = components['schemas'];

/** PUT /api/os/user/info. */
export type ProfileValues = Schemas['ProfileValues'];
export type BankBranch = Schemas['BankBranch'];
/** A row of GET /api/os/user/invited/page (resource invitedUsers). */
export type InvitedUser = Schemas['InvitedUser'];
export type ReferralSummary = Schemas['ReferralSummary'];
