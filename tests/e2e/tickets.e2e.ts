import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { failNext } from './support/fakeApi';
import { notification } from './support/portalPage';
import {
  ask,
  openService,
  sendJson,
  serviceDialog,
  tokenOf,
  typeInEditor,
} from './support/tickets';
import { portalForFile } from './support/harness';
import { signInAs } from './support/signIn';
import { textIn, uiText } from './support/catalog';
import { MESSAGES } from '../../fake-api/http/blade';
import { FAQ_ENTRIES } from '../../fake-api/seed/faq';
import type { Language } from '../../i18n/languages';

const portal = portalForFile();

interface StoredTicket {
  id: string;
  subject: string;
  content: string;
  problemCategory: string;
  attachList: { fileName: string; filePath: string; fileSize: number }[];
  ownerRead: boolean;
}

function storedTickets(): StoredTicket[] {
  const state = JSON.parse(readFileSync(join(portal.server.dataDir, 'db.json'), 'utf8')) as {
    tickets?: StoredTicket[];
  };
  return state.tickets ?? [];
}

/** A question the designer types that the question bank cannot answer. */
const QUESTION = '开票信息怎么修改';
/** The seeded FAQ's withdrawal question (fake-api/seed/faq.ts): its zh title and answer (HTML). */
const [SEEDED_TITLE, SEEDED_ANSWER] = seededQuestion('提现 申请');
/** What the designer and customer service write. */
const TYPED = {
  workOrder: '发票抬头需要改成公司名称。',
  staffReply: '已为您修改开票信息。',
  designerReply: '收到，谢谢！',
};
const STL = Buffer.alloc(3000, 7);
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function seededQuestion(words: string): [title: string, answer: string] {
  const entry = FAQ_ENTRIES.find((faq) => faq.words.zh.startsWith(words));
  if (!entry) throw new Error(`no seeded FAQ entry for "${words}"`);
  return entry.zh;
}

describe('customer service and work orders', () => {
  it('answers, takes a work order with an attachment, announces the reply, and lets the designer answer', async () => {
    const page = await portal.page({ as: 'designer' });
    await openService(page);
    const dialog = serviceDialog(page);

    await ask(page, uiText('app.chrome.settlement.withdrawal'));
    await dialog.getByTestId('chat-matches').getByRole('button', { name: SEEDED_TITLE }).click();
    const answerText = await page.evaluate((html) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.textContent ?? '';
    }, SEEDED_ANSWER);
    expect(answerText).not.toBe('');
    await expect.poll(() => dialog.getByTestId('chat-answer').textContent()).toContain(answerText);

    await ask(page, QUESTION);
    const noAnswer = dialog.getByTestId('chat-no-answer');
    await expect
      .poll(() => noAnswer.textContent())
      .toContain(uiText('app.tickets.service.no_answer'));
    await noAnswer
      .getByRole('button', { name: uiText('app.tickets.service.submit_work_order') })
      .click();
    const form = page.getByTestId('work-order-form');
    await form.waitFor();
    expect(await form.locator('input[name=subject]').inputValue()).toBe(QUESTION);
    expect(
      await form.getByRole('textbox', { name: uiText('app.tickets.form.category') }).inputValue(),
    ).toBe(uiText('app.tickets.form.category_other'));
    await typeInEditor(page, 'work-order-form', TYPED.workOrder);
    await form.getByTestId('attachment-input').setInputFiles({
      name: 'crown.stl',
      mimeType: 'model/stl',
      buffer: STL,
    });
    const attachment = form.getByTestId('attachment');
    await expect.poll(() => attachment.textContent()).toContain('2.93 KB');
    await expect
      .poll(() => attachment.textContent())
      .not.toContain(uiText('app.tickets.form.uploading'));
    await screenshot(page, 'tickets-work-order');
    await form
      .getByRole('button', { name: uiText('app.tickets.form.submit'), exact: true })
      .click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.tickets.form.success'));
    await expect.poll(() => form.locator('input[name=subject]').inputValue()).toBe('');
    expect(await form.getByTestId('attachment').count()).toBe(0);

    const created = storedTickets().find((ticket) => ticket.subject === QUESTION);
    expect(created).toMatchObject({
      problemCategory: uiText('app.tickets.form.category_other'),
      content: `<p>${TYPED.workOrder}</p>`,
      attachList: [{ fileName: 'crown.stl', fileSize: 3000 }],
    });
    // Links are the server's, on its own object route (built from the key when answering).
    const stored = await fetch(new URL(created?.attachList[0].filePath ?? '', portal.url));
    expect(created?.attachList[0].filePath).toMatch(/^\/api\/blade-resource\/oss\/object\//);
    // Served by the storage as a download, never as a page of its origin.
    expect(stored.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(STL);
    await dialog.getByRole('button', { name: uiText('app.chrome.topbar.close') }).click();

    const support = await tokenOf(portal.url, 'support', 'Support1');
    const reply = await sendJson(
      portal.url,
      'POST',
      `/api/os/ticket/${created?.id}/reply`,
      support,
      {
        content: `<p>${TYPED.staffReply}</p>`,
        attachList: [],
      },
    );
    expect(reply.body.code).toBe(200);
    const announced = Date.now();
    await expect
      .poll(() => notification(page).textContent(), { timeout: 15_000 })
      .toContain(uiText('app.tickets.news', { smart_count: 1 }));
    expect(Date.now() - announced).toBeLessThan(12_000);
    await notification(page)
      .getByRole('button', { name: uiText('app.tickets.news_view') })
      .click();
    await page.waitForURL('**/tickets');

    const row = page.getByTestId('ticket-list').locator('tbody tr').filter({ hasText: QUESTION });
    await expect.poll(() => row.textContent()).toContain(uiText('app.tickets.read.unread'));
    expect(await row.textContent()).toContain(uiText('app.tickets.status.under_solution'));
    await row.click();
    await page.getByTestId('ticket-show').waitFor();
    await expect
      .poll(() => page.getByTestId('ticket-replies').textContent())
      .toContain(TYPED.staffReply);
    await expect
      .poll(() => storedTickets().find((t) => t.id === created?.id)?.ownerRead)
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('ticket-read').textContent())
      .toBe(uiText('app.tickets.read.read'));

    await typeInEditor(page, 'reply-box', TYPED.designerReply);
    await page
      .getByTestId('reply-box')
      .getByRole('button', { name: uiText('app.tickets.show.reply'), exact: true })
      .click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.tickets.show.reply_sent'));
    await expect
      .poll(() => page.getByTestId('ticket-reply').allTextContents())
      .toEqual([
        expect.stringContaining(TYPED.staffReply),
        expect.stringContaining(TYPED.designerReply),
      ]);
    await screenshot(page, 'tickets-detail');
    await page.context().close();
  });
});

/** The work-order texts in `language`, from the catalogs. */
function textsIn(language: Language) {
  const text = textIn(language);
  return {
    open: text('app.tickets.service.submit_work_order'),
    submit: text('app.tickets.form.submit'),
    subject: text('app.tickets.form.subject'),
    title: text('app.tickets.form.subject_required'),
    content: text('app.tickets.form.content_required'),
    uploading: text('app.tickets.form.uploading_warning', { names: 'slow.stl' }),
    uploadingChip: text('app.tickets.form.uploading'),
    success: text('app.tickets.form.success'),
    send: text('app.tickets.service.send'),
  };
}

describe.each(['zh', 'en'] as const)('work-order validation in %s', (language) => {
  const text = textsIn(language);

  it('warns for a missing title, missing content and an unfinished upload; keeps the text when the server fails', async () => {
    const page = await portal.page();
    if (language === 'en') await page.goto('/login?language=en');
    await signInAs(page, 'designer');
    await openService(page);
    const dialog = serviceDialog(page);
    const chatInput = dialog.getByRole('textbox').first();
    const send = dialog.getByRole('button', { name: text.send });
    expect(await send.isDisabled()).toBe(true);
    await chatInput.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await chatInput.fill('line one');
    await chatInput.press('Shift+Enter');
    await chatInput.type('line two');
    expect(await chatInput.inputValue()).toBe('line one\nline two');
    expect(await dialog.getByTestId('chat-mine').count()).toBe(0);

    await dialog.getByRole('button', { name: text.open }).click();
    const form = page.getByTestId('work-order-form');
    const submit = form.getByRole('button', { name: text.submit, exact: true });
    await submit.click();
    await expect.poll(() => notification(page).textContent()).toContain(text.title);

    await form.getByRole('textbox', { name: text.subject }).fill('Validation check');
    await submit.click();
    await expect.poll(() => notification(page).textContent()).toContain(text.content);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Only the attachment's upload is held; the editor's image goes through.
    await page.route('**/oss/endpoint/put-file', async (route) => {
      if (route.request().postDataBuffer()?.includes('filename="slow.stl"')) await held;
      await route.continue();
    });
    await typeInEditor(page, 'work-order-form', 'Body of the work order');
    await form.getByTestId('editor-image-input').setInputFiles({
      name: 'shot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const image = form.locator('.ProseMirror img[alt="shot.png"]');
    await expect
      .poll(() => image.getAttribute('src'))
      .toMatch(
        new RegExp(
          `^${portal.url}/api/blade-resource/oss/object/upload/\\d{8}/[0-9a-f]{32}\\.png$`,
        ),
      );
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await form.getByTestId('attachment-input').setInputFiles({
      name: 'slow.stl',
      mimeType: 'model/stl',
      buffer: Buffer.alloc(10),
    });
    await submit.click();
    await expect.poll(() => notification(page).textContent()).toContain(text.uploading);
    const creates = () =>
      portal.server.requests().filter((r) => r.path === '/api/os/ticket/create');
    const before = creates().length;
    release();
    const attachment = form.getByTestId('attachment');
    await expect.poll(() => attachment.textContent()).toContain('0.01 KB');
    // The size shows from the pick on; the upload is over when its chip is gone.
    await expect.poll(() => attachment.textContent()).not.toContain(text.uploadingChip);

    await failNext(portal.url, '/api/os/ticket/create', 1);
    await submit.click();
    await expect.poll(() => notification(page).textContent()).toContain(MESSAGES.simulatedFault);
    expect(await submit.isDisabled()).toBe(false);
    expect(await form.getByRole('textbox', { name: text.subject }).inputValue()).toBe(
      'Validation check',
    );
    expect(await form.locator('.ProseMirror').textContent()).toBe('Body of the work order');
    expect(creates().length).toBe(before + 1);

    await submit.click();
    await expect.poll(() => notification(page).textContent()).toContain(text.success);
    const saved = storedTickets()
      .filter((ticket) => ticket.subject === 'Validation check')
      .at(-1);
    expect(saved?.content).toMatch(
      /^<p>Body of the work order<img src="http:\/\/[^"]+\.png" alt="shot\.png"><\/p>$/,
    );
    expect(saved?.attachList.map((file) => file.fileName)).toEqual(['slow.stl']);
    await page.context().close();
  });
});
