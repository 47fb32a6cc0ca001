import type { Language } from '../i18n/languages';
import type { IdKind } from '../src/domain/onboarding';
import type { components } from './generated/openapi';

/** Wire shapes of onboarding, generated from docs/api/openapi.yaml ("Onboarding"). */
type Schemas = components['schemas'];

/** A file of a qualification test case. */
export type TestCaseFile = Schemas['TestCaseFile'];
/** One attempt of a designer at one denture type (resource `certifications`). */
export type CertificationAttempt = Schemas['CertificationAttempt'];
/** What a staff reviewer sees beside an attempt. */
export type CertificationDetail = Schemas['CertificationDetail'];
/** Per denture type, the designer's standing: GET /api/os/certification/types. */
export type CertificationType = Schemas['CertificationType'];
/** The designer agreement in one language, as versioned by the server. */
export type ContractDocument = Schemas['ContractDocument'];
/** The caller's contract: GET /api/os/contract/detail. */
export type ContractView = Schemas['ContractView'];
export type SigningMode = ContractView['signingMode'];
/** A third-party registration awaiting the admin: GET /api/blade-user/audit/page. */
export type Registration = Schemas['Registration'];

/*
 * The two request bodies below are still written by hand: the document's bodies of
 * /os/certification/submit and /os/contract/sign do not list all their fields yet.
 */

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
