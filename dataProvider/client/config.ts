/**
 * The one place a build for a real BladeX changes: every value can be set with a VITE_* variable
 * at build time (see README, "Configuration").
 */
export type PasswordEncoding = 'md5' | 'plain';

export interface PortalConfig {
  /** Prefix for every call; '' means the portal's own origin (paths already start with /api). */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  tenantId: string;
  /** Seconds after which the access token is refreshed (Saber's tokenTime). */
  tokenTimeSeconds: number;
  passwordEncoding: PasswordEncoding;
  requestTimeoutMs: number;
  /** Calls that get the current language appended as `language=`. */
  languageParamPaths: readonly string[];
}

const env: Record<string, string | undefined> = import.meta.env ?? {};

function readEncoding(value: string | undefined): PasswordEncoding {
  return value === 'plain' ? 'plain' : 'md5';
}

export const config: PortalConfig = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  clientId: env.VITE_CLIENT_ID ?? 'saber',
  clientSecret: env.VITE_CLIENT_SECRET ?? 'saber_secret',
  tenantId: env.VITE_TENANT_ID ?? '000000',
  tokenTimeSeconds: Number(env.VITE_TOKEN_TIME ?? 3000),
  passwordEncoding: readEncoding(env.VITE_PASSWORD_ENCODING),
  requestTimeoutMs: 600_000,
  languageParamPaths: [
    '/api/blade-system/dict-biz/dictionary',
    '/api/os/question/listTitle',
    '/api/cl_bank_inter_number/page',
    // Personal centre (issue 11): their refusals come in the user's language.
    '/api/os/user/info',
    '/api/os/user/avatar',
    '/api/os/user/phone/captcha',
    '/api/os/user/phone/checkFirst',
    '/api/os/user/phone/checkSecond',
    '/api/os/user/email/captcha',
    '/api/os/user/email',
    '/api/os/user/password',
    '/api/os/user/payment',
    // Onboarding (issue 10): the same for qualification, contract and registration refusals.
    '/api/os/certification/submit',
    '/api/os/certification/review',
    '/api/os/contract/sign',
    '/api/os/user/addTrackNum',
    '/api/os/contract/confirm',
    '/api/os/contract/sendBack',
    '/api/blade-user/audit-pass',
    '/api/blade-user/audit-refuse',
    // CAD versions (issue 21): a refused delete or replace in the user's language.
    '/cadFiles',
    '/reticleModelFiles',
    '/integratFiles',
    '/replaceTaskFile',
    // Money (issue 21): withdrawals, bills, month closing and deductions.
    '/api/os/withdrawal/preview',
    '/api/os/withdrawal/submit',
    '/approve',
    '/reject',
    '/confirm',
    '/dispute',
    '/api/os/bill/close',
    '/api/order/companyDesigner/deduction/submit',
    // Length limits (issue 21): work orders, replies and points adjustments refuse in it too.
    '/api/os/ticket/create',
    '/reply',
    '/api/os/points/adjust',
    // The inspection's reasons (issue 21): a too long description refused in it too.
    '/qc/pass',
    '/qc/fail',
    '/qc/return',
    // The designer's return of an order to the pool: a too long reason refused in it.
    '/api/os/designTask/my/cancel',
    // Fair grabs (issue 25): a grab lost to another designer says so in the user's language.
    '/api/os/designTask/my/grab',
    // Flagging a pool order grabs it: lost the same way, and a too long note refused in it.
    '/api/os/designTask/flag',
    // Issue 40: an order opened after another designer took it, a file refused at registration.
    '/api/os/designTask/*/detail',
    '/addTaskFile',
  ],
};
