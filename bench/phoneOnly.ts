import { startPortal } from '../tests/e2e/support/portalServer';
import { reportEntry } from './entry';
import { measureLoginPage, reportWorkbenchInp, SIGN_IN_TARGET_MS } from './loginPage';

/** `npx tsx bench/phoneOnly.ts`: issue 27's figures of `npm run bench` (sign-in, Lighthouse, INP). */
const server = await startPortal();
try {
  const page = await measureLoginPage(server.url, 5);
  console.log(`headless Chromium, cold profile, ${page.runs} runs:`);
  console.log(`  login form visible      median ${page.formVisibleMs.toFixed(0)} ms`);
  console.log(
    `  login → welcome page    median ${page.loginToWelcomeMs.toFixed(0)} ms  target <= ${SIGN_IN_TARGET_MS} ms: ${page.loginToWelcomeMs <= SIGN_IN_TARGET_MS ? 'met' : 'MISSED'}`,
  );
  await reportWorkbenchInp(server.url);
  await reportEntry(server.url);
} finally {
  await server.stop();
}
