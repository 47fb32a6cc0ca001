/**
 * The three onboarding state machines (SPEC §4), shared by the portal (which buttons it shows)
 * and the fake API (which moves it refuses with 400).
 */

/** A qualification attempt: "0" under review, "1" passed, "2" failed. */
export type CertificationStatus = '0' | '1' | '2';
export type CertificationMove = 'pass' | 'fail';

/** The review of one attempt: only an attempt under review can be passed or failed. */
export function nextCertificationStatus(
  status: CertificationStatus,
  move: CertificationMove,
): CertificationStatus | undefined {
  if (status !== '0') return undefined;
  return move === 'pass' ? '1' : '2';
}

/**
 * Whether a designer may submit a (new) attempt for a type, given the status of its latest
 * attempt: never tried, or failed (a resubmission). Under review or passed: refused.
 */
export function mayApply(latest: CertificationStatus | undefined): boolean {
  return latest === undefined || latest === '2';
}

/** Contract: "0" not signed, "1" signing (paper on its way), "2" signed. */
export type ContractStatus = '0' | '1' | '2';
export type ContractMove = 'signOnline' | 'mail' | 'confirm' | 'sendBack';

const CONTRACT_MOVES: Record<ContractMove, Partial<Record<ContractStatus, ContractStatus>>> = {
  signOnline: { '0': '2' },
  mail: { '0': '1' },
  confirm: { '1': '2' },
  sendBack: { '1': '0' },
};

export function nextContractStatus(
  status: ContractStatus,
  move: ContractMove,
): ContractStatus | undefined {
  return CONTRACT_MOVES[move][status];
}

/** Third-party registration: "0" awaiting approval, "1" approved (active), "2" rejected. */
export type RegistrationStatus = '0' | '1' | '2';
export type RegistrationMove = 'approve' | 'reject';

export function nextRegistrationStatus(
  status: RegistrationStatus,
  move: RegistrationMove,
): RegistrationStatus | undefined {
  if (status !== '0') return undefined;
  return move === 'approve' ? '1' : '2';
}

/** Moves that need a reason (the reviewer's, the desk's, the admin's). */
export const REASON_REQUIRED: ReadonlySet<string> = new Set(['fail', 'sendBack', 'reject']);

/** A courier tracking number: 8 to 30 letters and digits (SF, EMS, DHL, UPS ... formats). */
export function isValidTrackingNumber(value: string): boolean {
  return /^[A-Z0-9]{8,30}$/i.test(value.trim());
}
