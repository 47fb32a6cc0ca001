import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOSTILE_CORPUS } from '../../fake-api/seed/hostileCorpus';
import { plantHostileCorpus } from '../../fake-api/seed/hostile';
import { createSeedState } from '../../fake-api/seed/index';
import type { FakeState } from '../../fake-api/store/state';
import { openBrowser, screenshot, type PortalBrowser } from './support/browser';
import { taskPage, tokenOf } from './support/orders';
import { startPortal, type PortalServer } from './support/portalServer';
import { signInAs } from './support/signIn';

// The live clock: the portal is seeded at the moment the test starts, like a fresh demo.
const SEEDED_AT = Date.now();
let server: PortalServer;
let browser: PortalBrowser;
let planted: FakeState;

beforeAll(async () => {
  const dataFile = join(mkdtempSync(join(tmpdir(), 'hostile-')), 'db.json');
  planted = plantHostileCorpus(createSeedState(SEEDED_AT));
  plantFormulasInTheSheet(planted);
  writeFileSync(dataFile, JSON.stringify(planted));
  server = await startPortal({ FAKE_API_DB: dataFile });
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The corpus's spreadsheet formulas as the patient names of designer's orders, which the design
 * sheet exports: where the rotation of the corpus puts them moves with every seeded record.
 */
function plantFormulasInTheSheet(state: FakeState) {
  const designer = state.users.find((user) => user.account === 'designer');
  const orders = (state.designTasks ?? []).filter((task) => task.designerId === designer?.id);
  const formulas = HOSTILE_CORPUS.filter((payload) => /^[=+\-@]/.test(payload));
  if (orders.length < formulas.length)
    throw new Error('too few orders of designer for the formulas');
  formulas.forEach((formula, index) => {
    orders[index].patientName = formula;
  });
}

interface Watch {
  dialogs: string[];
  navigations: string[];
}

/** A page that records every dialog and every document navigation it makes. */
async function watchedPage(): Promise<{ page: Page; watch: Watch }> {
  const page = await browser.newPage();
  const watch: Watch = { dialogs: [], navigations: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (!frame.url().startsWith(server.url) && frame.url() !== 'about:blank') {
      watch.navigations.push(frame.url());
    }
  });
  return { page, watch };
}

/** Opens `path`, lets its data arrive, and checks that nothing ran and nothing broke. */
async function expectInert(page: Page, watch: Watch, path: string, shows: RegExp) {
  await page.goto(path);
  await page.locator('#main-content').waitFor();
  await expect
    .poll(() => page.locator('#main-content').innerText(), { timeout: 15_000 })
    .toMatch(shows);
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned,
    // The layout holds: the page never scrolls sideways, whatever the length of a text.
    sideways: document.documentElement.scrollWidth - window.innerWidth > 1,
    at: location.pathname,
  }));
  expect({ path, ...state, ...watch }).toEqual({
    path,
    pwned: undefined,
    sideways: false,
    at: path.split('?')[0],
    dialogs: [],
    navigations: [],
  });
}

/** Some payload is shown as text: the tags arrive as characters, not as elements. */
const SOME_PAYLOAD_AS_TEXT = /<(script|img|svg|a|iframe|div|details|input)\b|=cmd\||长{20}|W{40}/i;

/**
 * Text that holds every one of `texts` as it was planted, white space collapsed as the page shows
 * it. Which payloads a record gets depends on how many records come before it in the seed.
 */
function showsEach(texts: readonly string[]): RegExp {
  const literal = (text: string) =>
    text
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+');
  return new RegExp(texts.map((text) => `(?=[\\s\\S]*${literal(text)})`).join(''));
}

/** The subjects of the tickets `account` wrote, as planted. */
function ticketSubjectsOf(account: string): string[] {
  const user = planted.users.find((candidate) => candidate.account === account);
  return (planted.tickets ?? [])
    .filter((ticket) => ticket.userId === user?.id)
    .map((ticket) => ticket.subject);
}

describe('hostile input everywhere stays inert and readable', () => {
  it('plants every payload of the corpus somewhere', () => {
    expect(HOSTILE_CORPUS.length).toBeGreaterThanOrEqual(40);
    const planted = JSON.stringify(plantHostileCorpus(createSeedState(SEEDED_AT)));
    for (const payload of HOSTILE_CORPUS) {
      expect([payload, planted.includes(JSON.stringify(payload).slice(1, -1))]).toEqual([
        payload,
        true,
      ]);
    }
  });

  it("in the designer's pages", async () => {
    const { page, watch } = await watchedPage();
    await signInAs(page, 'designer');
    const token = await tokenOf(server.url, 'designer', 'Designer1');
    const mine = (await taskPage(server.url, token, { tab: 'history' })).records[0];
    for (const path of [
      '/order/workbench',
      '/order/myDesignSheet',
      `/tasks/${mine.id}/show`,
      '/tickets',
      '/info/index',
      '/order/result',
      '/order/personalCenter/1',
      '/order/personalCenter/4',
      '/order/extension',
      '/order/settlement/withdrawal',
      '/order/settlement/bill',
      '/order/homePage',
    ]) {
      await expectInert(page, watch, path, /\S/);
    }
    const subjects = ticketSubjectsOf('designer');
    expect(subjects.length).toBeGreaterThan(0);
    await expectInert(page, watch, '/tickets', showsEach(subjects));
    await expectInert(page, watch, '/order/myDesignSheet', SOME_PAYLOAD_AS_TEXT);
    await screenshot(page, 'hostile-design-sheet');
    await page.context().close();
  });

  it("in the staff's pages", async () => {
    const { page, watch } = await watchedPage();
    await signInAs(page, 'support');
    for (const path of ['/tickets', '/certifications', '/staff/contracts']) {
      await expectInert(page, watch, path, /\S/);
    }
    await expectInert(page, watch, '/tickets', SOME_PAYLOAD_AS_TEXT);
    await page.context().close();
    const admin = await watchedPage();
    await signInAs(admin.page, 'operator');
    await expectInert(admin.page, admin.watch, '/staff/audit', /\S/);
    await expectInert(admin.page, admin.watch, '/order/points', /\S/);
    await admin.page.context().close();
  });

  it('in a CSV export: a formula is written as text', async () => {
    const { page } = await watchedPage();
    await signInAs(page, 'designer');
    await page.goto('/order/myDesignSheet');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    const cells = csv.split(/\r\n/).flatMap((line) => line.split(','));
    const formulas = cells.map((cell) => cell.replace(/^"/, '')).filter((c) => /^[=+\-@]/.test(c));
    expect(formulas).toEqual([]);
    expect(csv).toMatch(/'[=+\-@]/);
    await page.context().close();
  });
});
