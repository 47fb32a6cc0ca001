import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { TICKET_MESSAGES } from '../../fake-api/messages/ticketMessages';
import { createSeedState } from '../../fake-api/seed/index';
import { openBrowser, screenshot, type PortalBrowser } from './support/browser';
import { notification } from './support/portalPage';
import { startPortal, type PortalServer } from './support/portalServer';
import {
  ask,
  openService,
  putFile,
  sendJson,
  SEEDED_TICKETS,
  serviceDialog,
  tokenOf,
  typeInEditor,
} from './support/tickets';
import { uiSource, uiText } from './support/catalog';
import { userMenuButton } from './support/chrome';
import { signInAs } from './support/signIn';
import { setHidden } from './support/backgroundTab';

let server: PortalServer;
let browser: PortalBrowser;
let dataFile: string;

const TRAP = (n: number) => `<img src=x onerror="window.__pwned=${n}">`;
/** What this file plants in the data (question bank) and sends (ticket, reply): data, not UI text. */
const PLANTED = {
  question: '陷阱问题',
  answer: '安全的答案',
  subject: '标题',
  content: '正文',
  reply: '客服回复',
  staffReply: '导板订单需要单独认证。',
} as const;
const QUESTION_TITLE = `${PLANTED.question} ${TRAP(1)}`;

beforeAll(async () => {
  // The question bank has no write call: this answer is planted in the data file.
  const state = createSeedState(Date.now());
  state.questions?.push({
    id: '1999999999999999999',
    questionTitle: QUESTION_TITLE,
    answerContext: `<p>${PLANTED.answer}</p>${TRAP(2)}<script>window.__pwned=3</script>`,
    sort: 99,
  });
  dataFile = join(mkdtempSync(join(tmpdir(), 'tickets-safety-')), 'db.json');
  writeFileSync(dataFile, JSON.stringify(state));
  server = await startPortal({ FAKE_API_DB: dataFile });
  browser = await openBrowser(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const moveTo = (status: 'under_solution' | 'solved' | 'closed') =>
  uiText('app.tickets.show.move_to', { status: uiText(`app.tickets.status.${status}`) });

const pwned = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

describe('server HTML stays inert', () => {
  it('in a question answer, a ticket, a reply and a file name', async () => {
    const designer = await tokenOf(server.url, 'designer', 'Designer1');
    const support = await tokenOf(server.url, 'support', 'Support1');
    const image = await putFile(server.url, designer, 'x.png', 'png bytes', 'image/png');
    const created = await sendJson(server.url, 'POST', '/api/os/ticket/create', designer, {
      subject: `${PLANTED.subject}${TRAP(4)}`,
      content: `<p>${PLANTED.content}</p>${TRAP(5)}<script>window.__pwned=6</script>`,
      problemCategory: uiText('app.tickets.form.category_other'),
      attachList: [{ fileName: `${TRAP(7)}.png`, filePath: image.link, fileSize: image.size }],
    });
    const id = (created.body.data as { id: string }).id;
    await sendJson(server.url, 'POST', `/api/os/ticket/${id}/reply`, support, {
      content: `<p>${PLANTED.reply}</p>${TRAP(8)}<script>window.__pwned=9</script>`,
      attachList: [],
    });

    const page = await browser.newPage();
    await signInAs(page, 'designer');
    await openService(page);
    await ask(page, PLANTED.question);
    const dialog = serviceDialog(page);
    await dialog.getByTestId('chat-matches').getByRole('button', { name: QUESTION_TITLE }).click();
    const answer = dialog.getByTestId('chat-answer');
    await expect.poll(() => answer.textContent()).toContain(PLANTED.answer);
    expect(await answer.textContent()).toContain(QUESTION_TITLE);
    expect(await answer.locator('script, img[onerror]').count()).toBe(0);
    await dialog.getByRole('button', { name: uiText('app.chrome.topbar.close') }).click();

    await page.goto(`/tickets/${id}/show`);
    await expect
      .poll(() => page.getByTestId('ticket-subject').textContent())
      .toBe(`${PLANTED.subject}${TRAP(4)}`);
    expect(await page.getByTestId('ticket-content').textContent()).toBe(PLANTED.content);
    await expect
      .poll(() => page.getByTestId('ticket-replies').textContent())
      .toContain(PLANTED.reply);
    expect(await page.getByTestId('attachment-links').textContent()).toContain(`${TRAP(7)}.png`);
    expect(await page.locator('main script, img[onerror]').count()).toBe(0);
    await page.goto('/tickets');
    await expect
      .poll(() => page.getByTestId('ticket-list').textContent())
      .toContain(`${PLANTED.subject}${TRAP(4)}`);
    // Every image settled (a trap's would have failed and fired by now), none with a handler.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    expect(await page.locator('img[onerror]').count()).toBe(0);
    expect(await pwned(page)).toBeUndefined();
    await screenshot(page, 'tickets-inert');
    await page.context().close();
  });
});

/** A page that, wherever it ran, would read the tokens and send them away. */
const STEALER =
  '<title>invoice</title><script>document.title="PWNED";' +
  'fetch("/pwned?" + encodeURIComponent(document.cookie + JSON.stringify(localStorage)))</script>';

describe('attachments (issue 36: no session taken with one attachment)', () => {
  it('refuses a page on the storage, and opens an uploaded page as a download: no script runs', async () => {
    const designer = await tokenOf(server.url, 'designer', 'Designer1');
    // The attacker's steps: a page put on the storage without keys, then named invoice.pdf.
    const onStorage = `${server.storageUrl}/design-files/a.html`;
    const put = await fetch(onStorage, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/html' },
      body: STEALER,
    });
    expect(put.status).toBe(403);
    const ticket = (filePath: string) => ({
      subject: 'Invoice',
      content: '<p>Please check my invoice.</p>',
      problemCategory: uiText('app.tickets.form.category_other'),
      attachList: [{ fileName: 'invoice.pdf', filePath, fileSize: 1 }],
    });
    const refused = await sendJson(
      server.url,
      'POST',
      '/api/os/ticket/create',
      designer,
      ticket(onStorage),
    );
    expect(refused.body).toMatchObject({ code: 400, msg: TICKET_MESSAGES.badAttachments });
    // What is left to him: upload the page through put-file and attach that.
    const page = await putFile(server.url, designer, 'invoice.html', STEALER, 'text/html');
    const created = await sendJson(
      server.url,
      'POST',
      '/api/os/ticket/create',
      designer,
      ticket(page.link),
    );
    const id = (created.body.data as { id: string }).id;

    const staff = await browser.newPage();
    const stolen: string[] = [];
    staff.context().on('request', (request) => {
      if (request.url().includes('/pwned')) stolen.push(request.url());
    });
    await signInAs(staff, 'support');
    await staff.goto(`/tickets/${id}/show`);
    const link = staff.getByTestId('attachment-links').getByRole('link', { name: 'invoice.pdf' });
    // The new tab only downloads it (and closes): caught on whichever page it lands.
    const downloaded = new Promise<Download>((resolve) => {
      staff.on('download', resolve);
      staff.context().on('page', (opened) => opened.on('download', resolve));
    });
    await link.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.html$/);
    await download.cancel();
    const titles = await Promise.all(
      staff
        .context()
        .pages()
        .map((open) => open.title().catch(() => '')),
    );
    expect(titles).not.toContain('PWNED');
    expect(stolen).toEqual([]);
    await staff.context().close();
  });
});

describe('ownership', () => {
  // Runs before customer service answers: the designer has no news, so no warning queues first.
  it("never shows a designer another designer's ticket", async () => {
    const main = await tokenOf(server.url, 'mainacct', 'Mainacct1');
    const mine = await sendJson(server.url, 'GET', '/api/os/ticket/myList?current=1&size=10', main);
    const foreign = (mine.body.data as { records: { id: string; subject: string }[] }).records[0];
    const page = await browser.newPage();
    await signInAs(page, 'designer');
    await page.goto(`/tickets/${foreign.id}/show`);
    await expect.poll(() => notification(page).textContent()).toContain(TICKET_MESSAGES.notFound);
    await page.waitForURL('**/tickets');
    await page.getByTestId('ticket-list').waitFor();
    expect(await page.getByText(foreign.subject).count()).toBe(0);
    expect(await page.getByTestId('ticket-list').textContent()).not.toContain(foreign.subject);
    await page.context().close();
  });
});

describe('customer service', () => {
  it("sees every user's tickets and the unread count, moves a status and replies", async () => {
    const page = await browser.newPage();
    await signInAs(page, 'support');
    await expect
      .poll(() => notification(page).textContent())
      .toMatch(new RegExp(uiSource('app.tickets.news', { smart_count: /\d+/ })));
    await page.goto('/tickets');
    const list = page.getByTestId('ticket-list');
    await expect.poll(() => list.textContent()).toContain(SEEDED_TICKETS.mainAccount);
    expect(await list.textContent()).toContain(SEEDED_TICKETS.waiting);
    await expect
      .poll(() => page.getByTestId('ticket-unread-count').textContent())
      .toMatch(new RegExp(uiSource('app.tickets.list.unread_waiting', { count: /\d+/ })));

    await list.locator('tbody tr').filter({ hasText: SEEDED_TICKETS.waiting }).click();
    await page.getByTestId('ticket-show').waitFor();
    await expect
      .poll(() => page.getByTestId('ticket-read').textContent())
      .toBe(uiText('app.tickets.read.read'));
    await page
      .getByTestId('staff-actions')
      .getByRole('button', { name: moveTo('under_solution') })
      .click();
    await expect
      .poll(() => page.getByTestId('ticket-status').textContent())
      .toBe(uiText('app.tickets.status.under_solution'));
    expect(await page.getByTestId('staff-actions').getByRole('button').allTextContents()).toEqual([
      moveTo('solved'),
      moveTo('closed'),
    ]);
    await typeInEditor(page, 'reply-box', PLANTED.staffReply);
    await page
      .getByTestId('reply-box')
      .getByRole('button', { name: uiText('app.tickets.show.reply'), exact: true })
      .click();
    await expect
      .poll(() => page.getByTestId('ticket-replies').textContent())
      .toContain(PLANTED.staffReply);
    const state = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      tickets: { subject: string; status: string; ownerRead: boolean }[];
    };
    expect(state.tickets.find((t) => t.subject === SEEDED_TICKETS.waiting)).toMatchObject({
      status: '1',
      ownerRead: false,
    });
    await page.context().close();
  });
});

const FEED = '/api/os/message/feed';
const REFRESH_COUNT = '/api/os/ticket/refreshCount';

describe('the new-message poll (the notification feed, SPEC §8 folded in)', () => {
  it('runs every 10 s while logged in, in a background tab too, with the ticket cursor', async () => {
    const page = await browser.newPage();
    // A controlled clock: the page's timers move only when the test says so.
    await page.clock.install();
    await signInAs(page, 'designer');
    const polls = () => server.requests().filter((r) => r.path === FEED);
    const ticketPolls = () => server.requests().filter((r) => r.path === REFRESH_COUNT);
    await expect.poll(() => polls().length).toBeGreaterThan(0);
    await page.clock.pauseAt(Date.now() + 1_000);
    await expect.poll(() => polls().length).toBeGreaterThan(0);
    const ticketPollsBefore = ticketPolls().length;
    // Whatever the phase, every 10 s of the page's clock bring exactly one poll (not two).
    const round = async () => {
      const before = polls().length;
      const answered = page.waitForEvent('requestfinished', (request) =>
        request.url().includes(FEED),
      );
      await page.clock.runFor(10_000);
      await expect.poll(() => polls().length).toBe(before + 1);
      await answered;
    };
    await round();
    await round();
    // The cursor of the work-order news goes back each time: a message is announced once.
    expect(polls().at(-1)?.query.ticketTimes).toMatch(/^\d+$/);

    // A background tab keeps polling (the designer works in exocad with the portal behind it).
    await setHidden(page, true);
    await round();
    // One request a poll: the work-order count is not asked for apart any more.
    expect(ticketPolls().length).toBe(ticketPollsBefore);

    await page.context().close();
  });

  // The page's clock flows as usual (the logout dialog settles) until the test fast-forwards it.
  it('stops on logout', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await signInAs(page, 'designer');
    const polls = () => server.requests().filter((r) => r.path === FEED);
    await expect.poll(() => polls().length).toBeGreaterThan(0);
    await userMenuButton(page).click();
    await page.getByTestId('menu-logout').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: uiText('ra.action.confirm') })
      .click();
    await page.waitForURL('**/login');
    const afterLogout = polls().length;
    await page.clock.runFor(11_000);
    expect(polls().length).toBe(afterLogout);
    await page.context().close();
  });
});
