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

/** What a new attempt carries: POST /api/os/certification/submit. */
export type CertificationSubmission = Schemas['CertificationSubmission'];
/** Online signature: POST /api/os/contract/sign. */
export type ContractSignature = Schemas['ContractSignature'];
