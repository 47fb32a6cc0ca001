import { DEFAULT_HOST, isLoopback } from '../http/httpServer';

export { REPO_ROOT } from '../repoRoot';

/** The first variable that is set (PORT=0 counts: it asks for any free port). */
export function portFrom(fallback: number, ...values: (string | undefined)[]): number {
  const value = values.find((candidate) => candidate !== undefined && candidate !== '');
  return value === undefined ? fallback : Number(value);
}

/**
 * The interface to bind: HOST, else loopback only. A wider one (0.0.0.0, a LAN address) is
 * announced with a warning: everyone who can reach it can then try to sign in.
 */
export function hostFrom(env: NodeJS.ProcessEnv = process.env, warn = console.warn): string {
  const host = env.HOST?.trim() || DEFAULT_HOST;
  if (!isLoopback(host)) {
    warn(
      `[fake-api] WARNING: HOST=${host} makes this server reachable from other machines; ` +
        'it holds demo accounts with published passwords. Unset HOST to keep it on 127.0.0.1.',
    );
  }
  return host;
}

/**
 * The test switches (FAKE_API_CONTROL=1: the control routes, the fixed code 123456, the
 * credential-free social consent) are refused on any interface but loopback.
 */
export function refuseTestSwitchesOffLoopback(
  host: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (env.FAKE_API_CONTROL === '1' && !isLoopback(host)) {
    throw new Error(
      `[fake-api] refusing to start: FAKE_API_CONTROL=1 is a test switch (fixed codes, ` +
        `control routes) and HOST=${host} is not loopback. Unset one of them.`,
    );
  }
}

/** Runs the cleanup once on SIGINT/SIGTERM, then exits. */
export function onShutdown(cleanup: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    cleanup().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[fake-api] error while stopping on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
