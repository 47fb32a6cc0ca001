import { withBenchPortal } from './withBenchPortal';
import { reportEntry } from './entry';
import { measureLoginPage, reportWorkbenchInp, SIGN_IN_TARGET_MS } from './loginPage';

/** `npx tsx bench/phoneOnly.ts`: issue 27's figures of `npm run bench` (sign-in, Lighthouse, INP). */
await withBenchPortal(async ({ url }) => {
  const page = await measureLoginPage(url, 5);
  console.log(`headless Chromium, cold profile, ${page.runs} runs:`);
  console.log(`  login form visible      median ${page.formVisibleMs.toFixed(0)} ms`);
  console.log(
    `  login → welcome page    median ${page.loginToWelcomeMs.toFixed(0)} ms  target <= ${SIGN_IN_TARGET_MS} ms: ${page.loginToWelcomeMs <= SIGN_IN_TARGET_MS ? 'met' : 'MISSED'}`,
  );
  await reportWorkbenchInp(url);
  await reportEntry(url);
});
