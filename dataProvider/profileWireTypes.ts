/** Wire shapes of the personal centre's calls (docs/CONTRACT.md, "User: personal centre"). */
export interface ProfileValues {
  name: string;
  realName: string;
  email: string;
  country: string;
  timeZone: string;
  designSoftware: string;
  indications: string;
}

export interface BankBranch {
  id: string;
  interNumber: string;
  bankCode: string;
  bankName: string;
  branchName: string;
}

/** A row of GET /api/os/user/invited/page (resource invitedUsers). */
export interface InvitedUser {
  id: string;
  /** Masked: first and last character only. */
  name: string;
  registeredAt: string;
  state: 'registered' | 'qualified' | 'first_order';
  validOrders: number;
  rewardFen: number;
  /** yyyy-MM-dd, last day of the 6-month window. */
  windowEnd: string;
}

export interface ReferralSummary {
  inviteCode: string;
  invited: number;
  qualified: number;
  rewardThisMonthFen: number;
  rewardToDateFen: number;
}

export interface BladePage<T> {
  records: T[];
  total: number;
}
