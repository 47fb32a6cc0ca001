import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the one place fake-api reads its own location, so that the browser
 * tests' bundle of the server (tests/e2e/support/serverBundle.ts) can say where it came from.
 */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
