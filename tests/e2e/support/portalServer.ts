import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTallies } from '../../../fake-api/http/contractTally';
import { SUITE_TALLY_VARIABLE } from './suiteTally';
import { withInfraRetry } from './infraRetry';

export interface PortalServer {
  url: string;
  /** The object storage (s3rver) that CAD uploads go to. */
  storageUrl: string;
  dataDir: string;
  requestLogFile: string;
  /** Every request the fake API saw so far, in order. */
  requests(): LoggedRequest[];
  stop(): Promise<void>;
}

export interface LoggedRequest {
  time: string;
  method: string;
  path: string;
  query: Record<string, string>;
  bodyKeys: string[];
  headers: Record<string, string | undefined>;
}

/** A build (when dist/ is stale) plus the start; beyond this the start is retried once. */
const START_TIMEOUT_MS = 90_000;
const READY = /listening on (http:\/\/localhost:\d+)/;
/** Where the servers start from (set by ./serverBundle.ts); unset: fake-api/cli/start.ts under tsx. */
export const SERVER_BUNDLE_VARIABLE = 'E2E_SERVER_BUNDLE';

const STORAGE = /object storage \(s3rver\) on (http:\/\/[^\s]+)/;

/**
 * Starts `npm start`'s entry (build if needed, portal + fake API on one origin) on a free port,
 * with its own data file and request log, as a developer would run it.
 */
export function startPortal(env: Record<string, string> = {}): Promise<PortalServer> {
  return withInfraRetry('start the portal', () => startOnce(env));
}

async function startOnce(env: Record<string, string>): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const requestLogFile = join(dataDir, 'requests.jsonl');
  // Every answer is held to docs/api/openapi.yaml (issue 38); stop() fails on one that left it.
  const tallyDir = join(dataDir, 'openapi');
  const bundle = process.env[SERVER_BUNDLE_VARIABLE];
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'fake-api/cli/start.ts'];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: '0',
      FAKE_API_DB: join(dataDir, 'db.json'),
      FAKE_API_REQUEST_LOG: requestLogFile,
      FAKE_API_CONTROL: '1',
      FAKE_API_CHECK_ANSWERS: tallyDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, storageUrl } = await waitForUrl(child).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return {
    url,
    storageUrl,
    dataDir,
    requestLogFile,
    requests: () => readRequests(requestLogFile),
    stop: async () => {
      await stopChild(child);
      keepForTheSuite(tallyDir);
      failOnViolations(tallyDir);
    },
  };
}

function waitForUrl(child: ChildProcess): Promise<{ url: string; storageUrl: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) resolve({ url: match[1], storageUrl: STORAGE.exec(output)?.[1] ?? '' });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`portal exited with ${code}:\n${output}`)));
    const timer = setTimeout(
      () => reject(new Error(`portal not listening after ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    timer.unref();
  });
}

function readRequests(file: string): LoggedRequest[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LoggedRequest);
}

/** This server's counts join the whole browser suite's (`npm run test:e2e` prints their sum). */
function keepForTheSuite(tallyDir: string): void {
  const suiteDir = process.env[SUITE_TALLY_VARIABLE];
  if (suiteDir && existsSync(tallyDir)) cpSync(tallyDir, suiteDir, { recursive: true });
}

function failOnViolations(tallyDir: string): void {
  const violations = readTallies(tallyDir).flatMap((tally) => tally.violations);
  if (violations.length === 0) return;
  throw new Error(`Answers that leave docs/api/openapi.yaml:\n${violations.join('\n')}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  // Stopped already (a test may stop its server on purpose): a second stop has nothing to wait for.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
