import { join } from 'node:path';
import { REPO_ROOT } from './repoRoot';
import type { FakeState } from './store/state';
import type { ObjectStorage } from './storage/objectStorage';

export interface FakeApiOptions {
  /** Data file; `null` keeps the state in memory only. Default `fake-api/data/db.json`. */
  dataFile?: string | null;
  /** Start from this state instead of the data file (the file is then overwritten on change). */
  state?: FakeState;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** No refresh reaches past the sign-in plus this many seconds. Default 2592000 (30 days). */
  sessionMaxSeconds?: number;
  latencyMs?: number;
  /** Share (0-1) of /api calls answered with HTTP 500. */
  failRate?: number;
  failSeed?: number;
  /** `path=N[,path=N]`, as FAKE_API_FAIL_NEXT. */
  failNext?: string;
  requestLogFile?: string;
  /** Enables the /__fake control calls. */
  control?: boolean;
  now?: () => number;
  /** Where the codes of non-seeded phones are printed. */
  log?: (line: string) => void;
  /** The S3-compatible storage that FrontEndAS hands out keys for (none: the upload is refused). */
  storage?: ObjectStorage;
  /** How designers sign the contract: online, or on paper with a tracking number. Default online. */
  contractSigning?: 'online' | 'paper';
  /** How long an account stays locked after 5 wrong passwords. Default 900 (15 minutes). */
  lockoutSeconds?: number;
  /** Wrong passwords one client address may send within the lockout time. Default 20. */
  addressFailures?: number;
  /** The window over which a new pool order's alerts reach its qualified designers. Default 2000. */
  poolAlertWindowMs?: number;
  /** The order of those alerts: Math.random unless a test fixes it. */
  random?: () => number;
  /**
   * Tests only: every answer is checked against docs/api/openapi.yaml too (a wrong one is
   * answered 500 and recorded); the counts go to this directory when it is a string.
   */
  checkAnswers?: boolean | string;
}

export type Settings = Required<
  Omit<FakeApiOptions, 'state' | 'requestLogFile' | 'storage' | 'checkAnswers'>
> & {
  requestLogFile: string | undefined;
};

export const DEFAULT_DATA_FILE = join(REPO_ROOT, 'fake-api', 'data', 'db.json');

export function resolveSettings(options: FakeApiOptions): Settings {
  return {
    dataFile: options.dataFile === undefined ? DEFAULT_DATA_FILE : options.dataFile,
    accessTtlSeconds: options.accessTtlSeconds ?? 3600,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 604800,
    sessionMaxSeconds: options.sessionMaxSeconds ?? 2592000,
    latencyMs: options.latencyMs ?? 0,
    failRate: options.failRate ?? 0,
    failSeed: options.failSeed ?? 20261101,
    failNext: options.failNext ?? '',
    requestLogFile: options.requestLogFile,
    control: options.control ?? false,
    now: options.now ?? Date.now,
    log: options.log ?? ((line) => console.log(line)),
    contractSigning: options.contractSigning ?? 'online',
    lockoutSeconds: options.lockoutSeconds ?? 900,
    addressFailures: options.addressFailures ?? 20,
    poolAlertWindowMs: options.poolAlertWindowMs ?? 2000,
    random: options.random ?? Math.random,
  };
}

/** The FAKE_API_* variables of docs/CONTRACT.md as options. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): FakeApiOptions {
  const number = (name: string) => (env[name] ? Number(env[name]) : undefined);
  return {
    dataFile: env.FAKE_API_DB || undefined,
    accessTtlSeconds: number('FAKE_API_ACCESS_TTL'),
    refreshTtlSeconds: number('FAKE_API_REFRESH_TTL'),
    sessionMaxSeconds: number('FAKE_API_SESSION_MAX_SECONDS'),
    latencyMs: number('FAKE_API_LATENCY_MS'),
    failRate: number('FAKE_API_FAIL_RATE'),
    failNext: env.FAKE_API_FAIL_NEXT,
    requestLogFile: env.FAKE_API_REQUEST_LOG || undefined,
    control: env.FAKE_API_CONTROL === '1',
    // The browser suite's server (tests/e2e/support/portalServer.ts): a directory for the counts.
    checkAnswers: env.FAKE_API_CHECK_ANSWERS || undefined,
    now: clockFrom(env.FAKE_API_NOW),
    contractSigning: env.FAKE_API_CONTRACT_SIGNING === 'paper' ? 'paper' : undefined,
    lockoutSeconds: number('FAKE_API_LOCKOUT_SECONDS'),
    addressFailures: number('FAKE_API_ADDRESS_FAILURES'),
    poolAlertWindowMs: number('FAKE_API_POOL_ALERT_WINDOW_MS'),
  };
}

/**
 * FAKE_API_NOW (epoch ms or ISO 8601): a clock that starts at that instant and runs on, so a
 * test or a demo fixes the moment the seed is dated at; none: the real clock.
 */
export function clockFrom(value: string | undefined): (() => number) | undefined {
  if (!value) return undefined;
  const start = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (Number.isNaN(start)) throw new Error(`FAKE_API_NOW is not a time: ${value}`);
  const startedAt = Date.now();
  return () => start + (Date.now() - startedAt);
}
