import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The first variable that is set (PORT=0 counts: it asks for any free port). */
export function portFrom(fallback: number, ...values: (string | undefined)[]): number {
  const value = values.find((candidate) => candidate !== undefined && candidate !== '');
  return value === undefined ? fallback : Number(value);
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
