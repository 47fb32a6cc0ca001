import { openBrowser } from '../tests/e2e/support/browser';
import { median } from './stats';

/** Cold start of the login page and a full login, in headless Chromium. */
export async function measureLoginPage(baseUrl: string, runs: number) {
  const formVisible: number[] = [];
  const loginToWelcome: number[] = [];
  const browser = await openBrowser(baseUrl);
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage();
    const start = performance.now();
    await page.goto('/login');
    await page.locator('#field-account').waitFor();
    formVisible.push(performance.now() - start);
    const loginStart = performance.now();
    await page.locator('#field-account').fill('designer');
    await page.locator('#field-password').fill('Designer1');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/wel/index');
    await page.getByTestId('user-summary').waitFor();
    loginToWelcome.push(performance.now() - loginStart);
    await page.context().close();
  }
  await browser.close();
  return { runs, formVisibleMs: median(formVisible), loginToWelcomeMs: median(loginToWelcome) };
}
