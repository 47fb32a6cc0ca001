import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DesignTask } from '../../dataProvider/wireTypes';
import type { Language } from '../../i18n/languages';
import { countdown, countdownClock } from '../../src/domain/countdown';
import { listPath, taskShowPath } from '../../src/routes/paths';
import { blockingViolations } from './support/axe';
import { uiText } from './support/catalog';
import { clickAndConfirm } from './support/confirmStep';
import { callApi } from './support/fakeApi';
import { portalForFile } from './support/harness';
import { taskPage, TASKS } from './support/orders';
import { sendJson } from './support/tickets';

const portal = portalForFile();

const PAUSED_MINUTES = 30;
/** The preparation scan of a crown order (fake-api/seed/taskExtras.ts), solid under the middle. */
const PREPARATION = '预备体.stl';
const serverMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

async function readTask(id: string, token: string): Promise<DesignTask> {
  return (await callApi(portal.url, 'GET', `${TASKS}/${id}/detail`, { token })).body
    .data as DesignTask;
}

/** The countdown's text for `deadline` read at `at`, as the portal writes it. */
function countdownText(deadline: number, at: number, language: Language, paused: boolean) {
  const left = countdown(deadline, at);
  const clock = countdownClock(left);
  const time =
    left.days > 0
      ? uiText('app.orders.deadline.with_days', { days: left.days, clock }, language)
      : clock;
  if (paused) return uiText('app.orders.case_flag.countdown_paused', { time }, language);
  return uiText(`app.orders.deadline.${left.overdue ? 'overdue' : 'left'}`, { time }, language);
}

const deadlineOn = (page: Page) => page.getByTestId('deadline').first();

describe('a case flagged as incomplete (issue 24)', () => {
  it('pauses the countdown, and "proceed as is" resumes it with the paused time added', async () => {
    const designerToken = await portal.token('designer');
    const pool = await taskPage(portal.url, designerToken, { tab: 'grab', dentureType: '1' });
    const order = pool.records[0];
    const grabbed = await callApi(portal.url, 'POST', `${TASKS}/my/grab`, {
      token: designerToken,
      query: { id: order.id },
    });
    expect(grabbed.status).toBe(200);
    const deadlineBefore = serverMs((grabbed.body.data as DesignTask).deadline);

    // The designer flags it from the order's detail (zh).
    const designer = await portal.page({ as: 'designer', landing: taskShowPath(order.id) });
    const flagCalls: string[] = [];
    designer.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path === `${TASKS}/flag`) flagCalls.push(path);
    });
    await designer.getByRole('button', { name: uiText('app.orders.case_flag.action') }).click();
    const dialog = designer.getByTestId('case-flag-dialog');
    await dialog.getByRole('button', { name: uiText('app.orders.case_flag.submit') }).click();
    await dialog.getByText(uiText('app.orders.case_flag.error.code')).waitFor();
    expect(await blockingViolations(designer)).toEqual([]);
    await dialog.getByRole('combobox').click();
    await designer
      .getByRole('option', { name: uiText('app.orders.case_flag.codes.unreadableMargin') })
      .click();
    await dialog.getByLabel(uiText('app.orders.case_flag.note')).fill('21 号牙边缘线看不清');
    // One pin on the preparation scan, clicked in the middle of its framed view.
    await dialog.getByTestId('case-flag-place-pins').click();
    const viewer = dialog.getByTestId('stl-viewer');
    await expect.poll(() => viewer.getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
    const models = viewer.getByTestId('stl-model');
    const count = await models.count();
    for (let index = 0; index < count; index += 1) {
      const row = models.nth(index);
      if (!(await row.textContent())?.includes(PREPARATION)) {
        await row.getByRole('checkbox').uncheck();
      }
    }
    await viewer.getByRole('button', { name: uiText('app.viewer.tools.reset') }).click();
    const canvas = viewer.getByTestId('stl-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the viewer has no box');
    await designer.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => dialog.getByTestId('viewer-pin').count()).toBe(1);
    // A double click sends one flag: a second would be refused as "already flagged".
    await dialog.getByRole('button', { name: uiText('app.orders.case_flag.submit') }).dblclick();
    const state = designer.getByTestId('case-flag');
    await state.getByText(uiText('app.orders.case_flag.paused')).waitFor();
    await expect.poll(() => deadlineOn(designer).getAttribute('data-paused')).toBe('true');

    expect(flagCalls).toHaveLength(1);
    const flagged = await readTask(order.id, designerToken);
    expect(flagged.flag).toMatchObject({ code: 'unreadableMargin', note: '21 号牙边缘线看不清' });
    expect(flagged.flag?.pins).toHaveLength(1);
    const flaggedAt = serverMs(flagged.flag?.flaggedAt ?? '');
    expect(serverMs(flagged.deadline)).toBe(deadlineBefore);
    const pausedText = countdownText(deadlineBefore, flaggedAt, 'zh', true);
    await expect.poll(() => deadlineOn(designer).textContent()).toBe(pausedText);
    await designer.waitForTimeout(2100);
    expect(await deadlineOn(designer).textContent()).toBe(pausedText);

    // Only staff answer: the designer's call is refused.
    const refused = await sendJson(portal.url, 'POST', `${TASKS}/flag/answer`, designerToken, {
      taskId: order.id,
      answer: 'proceed',
      note: '',
    });
    expect(refused.status).toBe(403);

    // Time passes on the fake API's clock while the flag waits.
    const moved = await fetch(`${portal.url}/__fake/clock?minutes=${PAUSED_MINUTES}`, {
      method: 'POST',
    });
    expect(moved.ok).toBe(true);

    // Support (en) finds it above the QC queue and answers "proceed as is".
    const staff = await portal.page({
      as: 'support',
      language: 'en',
      landing: listPath('qcQueue'),
    });
    const flags = staff.getByTestId('open-flags');
    await flags.getByText(uiText('app.orders.case_flag.queue.title', {}, 'en')).waitFor();
    await flags.getByRole('link', { name: order.orderNo, exact: true }).click();
    const answer = staff.getByTestId('case-flag-answer');
    await answer.waitFor();
    expect(await blockingViolations(staff)).toEqual([]);
    await answer
      .getByLabel(uiText('app.orders.case_flag.answer_note', {}, 'en'))
      .fill('Scan checked: the margin is readable enough');
    // The answer restarts the clock: it is confirmed first (issue 39).
    await clickAndConfirm(
      staff,
      answer.getByRole('button', {
        name: uiText('app.orders.case_flag.answers.proceed', {}, 'en'),
      }),
      'click',
      'en',
    );
    const proceed = uiText('app.orders.case_flag.answers.proceed', {}, 'en');
    await staff
      .getByTestId('case-flag')
      .getByText(uiText('app.orders.case_flag.answered', { answer: proceed }, 'en'))
      .waitFor();

    const answered = await readTask(order.id, designerToken);
    const answeredAt = serverMs(answered.flag?.answeredAt ?? '');
    expect(answeredAt - flaggedAt).toBeGreaterThanOrEqual(PAUSED_MINUTES * 60_000);
    expect(serverMs(answered.deadline)).toBe(deadlineBefore + (answeredAt - flaggedAt));

    // The designer's page, open all along, follows the answer within one feed interval: the
    // paused banner gives way to the answer and the clock runs again, without a reload.
    const zhProceed = uiText('app.orders.case_flag.answers.proceed', {}, 'zh');
    await designer
      .getByTestId('case-flag')
      .getByText(uiText('app.orders.case_flag.answered', { answer: zhProceed }, 'zh'))
      .waitFor({ timeout: 15_000 });
    expect(await state.getByText(uiText('app.orders.case_flag.paused')).count()).toBe(0);
    await expect.poll(() => deadlineOn(designer).getAttribute('data-paused')).toBe('false');
    await designer.getByRole('button', { name: uiText('app.orders.actions.submit') }).waitFor();

    // The designer's countdown runs again (tr, the answer's labels in Turkish).
    const tr = await portal.page({
      as: 'designer',
      language: 'tr',
      landing: taskShowPath(order.id),
    });
    const trProceed = uiText('app.orders.case_flag.answers.proceed', {}, 'tr');
    await tr
      .getByTestId('case-flag')
      .getByText(uiText('app.orders.case_flag.answered', { answer: trProceed }, 'tr'))
      .waitFor();
    await tr.getByText('Scan checked: the margin is readable enough').waitFor();
    await expect.poll(() => deadlineOn(tr).getAttribute('data-paused')).toBe('false');
    const first = await deadlineOn(tr).textContent();
    await expect.poll(() => deadlineOn(tr).textContent(), { timeout: 5000 }).not.toBe(first);
    expect(first).toContain(uiText('app.orders.deadline.left', { time: '' }, 'tr').trim());
  }, 150_000);
});
