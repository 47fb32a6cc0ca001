import type { Language } from '../i18n/languages';
import type {
  CertificationStatus,
  ContractStatus,
  IdKind,
  RegistrationStatus,
} from '../src/domain/onboarding';

/** A file of a qualification test case (docs/CONTRACT.md, "Onboarding"). */
export interface TestCaseFile {
  name: string;
  link: string;
}

/** One attempt of a designer at one denture type (resource `certifications`). */
export interface CertificationAttempt {
  id: string;
  userId: string;
  account: string;
  designerName: string;
  dentureType: string;
  software: string;
  softwareVersion: string;
  years: number;
  fileName: string;
  fileLink: string;
  hashValue: string;
  fileSize: number;
  testCase: TestCaseFile[];
  /** "0" under review, "1" passed, "2" failed. */
  status: CertificationStatus;
  /** Key of the `review_reason` dictionary ('' while none applies). */
  reasonCode: string;
  /** The staff's own words, shown as typed. */
  reason: string;
  reviewerName: string;
  submitTime: string;
  /** "" while under review. */
  reviewTime: string;
}

/** What a staff reviewer sees beside an attempt. */
export interface CertificationDetail extends CertificationAttempt {
  designer: { account: string; name: string; level: string; points: number };
  history: CertificationAttempt[];
}

/** Per denture type, the designer's standing: GET /api/os/certification/types. */
export interface CertificationType {
  dentureType: string;
  /** "" never applied. */
  status: CertificationStatus | '';
  /** Key of the `review_reason` dictionary ('' while none applies). */
  reasonCode: string;
  /** The staff's own words, shown as typed. */
  reason: string;
  attempts: number;
  testCase: TestCaseFile[];
}

/** What a new attempt carries: POST /api/os/certification/submit. */
export interface CertificationSubmission {
  dentureType: string;
  software: string;
  softwareVersion: string;
  years: number;
  fileName: string;
  fileLink: string;
  hashValue: string;
  fileSize: number;
}

export type SigningMode = 'online' | 'paper';

/** The caller's contract: GET /api/os/contract/detail. */
/** The designer agreement in one language, as versioned by the server. */
export interface ContractDocument {
  version: string;
  language: Language;
  title: string;
  parties: string;
  clauses: { heading: string; body: string }[];
  /** The signature block's words and the language's own name, in the document's language. */
  labels: { signer: string; account: string; version: string; language: string; date: string };
  languageName: string;
}

export interface ContractView {
  userId: string;
  account: string;
  status: ContractStatus;
  signingMode: SigningMode;
  /** Server HTML: sanitize before showing. */
  html: string;
  /** The text shown: the signed version and language once signed, else the caller's language. */
  document: ContractDocument;
  /** What the signature covers ('' before signing). */
  signedVersion: string;
  signedLanguage: Language | '';
  realName: string;
  idKind: IdKind;
  idNumber: string;
  signedName: string;
  signTime: string;
  trackNum: string;
  /** Why staff sent the paper back ("" otherwise). */
  reason: string;
  submitTime: string;
}

/** Online signature: POST /api/os/contract/sign. */
export interface ContractSignature {
  /** The version and language of the text the designer read and signs. */
  version: string;
  language: Language;
  realName: string;
  idKind: IdKind;
  idNumber: string;
  signedName: string;
  agree: boolean;
}

/** A third-party registration awaiting the admin: GET /api/blade-user/audit/page. */
export interface Registration {
  id: string;
  account: string;
  name: string;
  tenantId: string;
  status: RegistrationStatus;
  reason: string;
  createTime: string;
}
