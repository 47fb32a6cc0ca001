import type { HttpClient } from '../client/httpClient';
import type {
  CertificationAttempt,
  CertificationSubmission,
  CertificationType,
  ContractSignature,
  ContractView,
} from '../onboardingWireTypes';

/** Identity fields sent with a paper contract's tracking number. */
export type ContractMailing = Omit<
  ContractSignature,
  'signedName' | 'agree' | 'version' | 'language'
> & {
  trackNum: string;
};

/** The onboarding calls beyond the `certifications` resource (docs/CONTRACT.md, "Onboarding"). */
export interface OnboardingApi {
  /** GET /api/os/certification/types: the caller's standing per denture type. */
  getCertificationTypes(): Promise<CertificationType[]>;
  /** POST /api/os/certification/submit (JSON): a new attempt, under review. */
  submitCertification(body: CertificationSubmission): Promise<CertificationAttempt>;
  /** POST /api/os/certification/review?id=&result=pass|fail&reasonCode=&reason= (staff). */
  reviewCertification(
    id: string,
    result: 'pass' | 'fail',
    reason: string,
    reasonCode?: string,
  ): Promise<void>;
  /** GET /api/os/contract/detail */
  getContract(): Promise<ContractView>;
  /** POST /api/os/contract/sign (JSON): online signature. */
  signContract(body: ContractSignature): Promise<ContractView>;
  /** GET /api/os/user/addTrackNum: paper contract mailed, now signing. */
  mailContract(body: ContractMailing): Promise<ContractView>;
  /** POST /api/os/contract/confirm|sendBack?userId=&reason= (staff). */
  moveContract(userId: string, move: 'confirm' | 'sendBack', reason?: string): Promise<void>;
  /** POST /api/blade-user/audit-pass|audit-refuse?userIds=&reason= (admin). */
  auditRegistration(userId: string, move: 'pass' | 'refuse', reason?: string): Promise<void>;
}

export function createOnboardingApi(apiUrl: string, httpClient: HttpClient): OnboardingApi {
  const url = (path: string) => `${apiUrl}/api${path}`;
  return {
    getCertificationTypes: () => httpClient<CertificationType[]>(url('/os/certification/types')),
    submitCertification: (body) =>
      httpClient<CertificationAttempt>(url('/os/certification/submit'), { method: 'POST', body }),
    async reviewCertification(id, result, reason, reasonCode = '') {
      await httpClient(url('/os/certification/review'), {
        method: 'POST',
        query: { id, result, reasonCode, reason },
      });
    },
    getContract: () => httpClient<ContractView>(url('/os/contract/detail')),
    signContract: (body) =>
      httpClient<ContractView>(url('/os/contract/sign'), { method: 'POST', body }),
    mailContract: (body) =>
      httpClient<ContractView>(url('/os/user/addTrackNum'), { query: { ...body } }),
    async moveContract(userId, move, reason = '') {
      await httpClient(url(`/os/contract/${move}`), {
        method: 'POST',
        query: { userId, reason },
      });
    },
    async auditRegistration(userId, move, reason = '') {
      await httpClient(url(`/blade-user/audit-${move}`), {
        method: 'POST',
        query: { userIds: userId, reason },
      });
    },
  };
}
