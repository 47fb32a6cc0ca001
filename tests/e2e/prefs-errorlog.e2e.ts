import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { notification } from './support/portalPage';
import { portalForFile } from './support/harness';
import { textIn, uiText } from './support/catalog';

const portal = portalForFile();

const UPLOAD_PATH = '/api/blade-log/error/submit-batch';

/** Signed in (in `language`, when given) by stored session, with the top bar's tools shown. */
async function loggedInPage(language?: 'en'): Promise<Page> {
  const page = await portal.page({ as: 'designer', language });
  await page.getByTestId('chrome-tools').waitFor();
  return page;
}

/** The badge's text, or null while it is hidden (no errors). */
function badge(page: Page) {
  return page
    .getByTestId('error-log')
    .locator('.MuiBadge-badge')
    .evaluate((element) =>
      element.classList.contains('MuiBadge-invisible') ? null : element.textContent,
    );
}

function confirmDialog(page: Page, text: string) {
  return page.getByRole('dialog').filter({ hasText: text });
}

function storedErrorLogs(): { message: string; account: string; url: string; stack: string }[] {
  const state = JSON.parse(readFileSync(join(portal.server.dataDir, 'db.json'), 'utf8')) as {
    errorLogs?: { message: string; account: string; url: string; stack: string }[];
  };
  return state.errorLogs ?? [];
}

describe('local error log', () => {
  it('logs an uncaught error, lists it, uploads it to the server, then clears another', async () => {
    const page = await loggedInPage();
    expect(await badge(page)).toBeNull();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
    });
    await expect.poll(() => badge(page)).toBe('1');
    expect(await page.getByTestId('error-log').getAttribute('aria-label')).toBe(
      uiText('app.prefs.error_log.open', { count: 1 }),
    );

    await page.getByTestId('error-log').click();
    const dialog = page.getByTestId('error-log-dialog');
    const rows = dialog.getByTestId('error-log-entry');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('boom');
    expect(await rows.first().textContent()).toContain(new URL(page.url()).pathname);
    await rows
      .first()
      .getByRole('button', { name: uiText('app.prefs.error_log.show_details') })
      .click();
    await expect
      .poll(() => dialog.getByTestId('error-log-detail').first().textContent())
      .toContain('Error: boom');
    await screenshot(page, 'prefs-error-log');

    await dialog.getByRole('button', { name: uiText('app.prefs.error_log.upload') }).click();
    const askUpload = confirmDialog(page, uiText('app.prefs.error_log.upload_confirm'));
    await askUpload.getByRole('button', { name: uiText('ra.action.confirm') }).click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.prefs.error_log.upload_done'));
    const upload = portal.server.requests().find((request) => request.path === UPLOAD_PATH);
    expect(upload).toMatchObject({ method: 'POST', bodyKeys: ['0'] });
    expect(upload?.headers['blade-auth']).toMatch(/^bearer /);
    const [stored] = storedErrorLogs();
    expect(stored).toMatchObject({ message: 'boom', account: 'designer' });
    expect(stored.stack).toContain('Error: boom');
    await expect.poll(() => badge(page)).toBeNull();

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom again');
      });
      void Promise.reject(new Error('refused'));
    });
    await expect.poll(() => badge(page)).toBe('2');
    await page.getByTestId('error-log').click();
    await page
      .getByTestId('error-log-dialog')
      .getByRole('button', { name: uiText('app.prefs.error_log.clear') })
      .click();
    const askClear = confirmDialog(page, uiText('app.prefs.error_log.clear_confirm'));
    await askClear.getByRole('button', { name: uiText('ra.action.confirm') }).click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(uiText('app.prefs.error_log.clear_done'));
    await expect.poll(() => badge(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('saber-logs'))).toBeNull();
    expect(storedErrorLogs()).toHaveLength(1);
    await page.context().close();
  });

  it('shows 99+ for 120 logged errors, and lists all of them', async () => {
    const page = await loggedInPage();
    await page.evaluate(() => {
      const entries = Array.from({ length: 120 }, (_, index) => ({
        type: 'error',
        message: `seeded ${index}`,
        stack: '',
        info: '',
        url: location.href,
        time: '2024-03-05 14:07:09',
      }));
      localStorage.setItem('saber-logs', JSON.stringify(entries));
    });
    await page.reload();
    await page.getByTestId('chrome-tools').waitFor();
    await expect.poll(() => badge(page)).toBe('99+');
    await page.getByTestId('error-log').click();
    await expect.poll(() => page.getByTestId('error-log-entry').count()).toBe(120);
    await page.context().close();
  });

  it('speaks English: confirmation, success and an empty log', async () => {
    const page = await loggedInPage('en');
    const en = textIn('en');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom in English');
      });
    });
    await expect.poll(() => badge(page)).toBe('1');
    await page.getByTestId('error-log').click();
    const dialog = page.getByTestId('error-log-dialog');
    expect(await dialog.getByRole('columnheader').allTextContents()).toEqual([
      '',
      en('app.prefs.error_log.time'),
      en('app.prefs.error_log.message'),
      en('app.prefs.error_log.url'),
    ]);
    // The time is shown the US way on a 24-hour clock (src/domain/format.ts): MM/dd/yyyy, HH:mm:ss,
    // and it is the browser's own time of the error, not moved as if it were server time.
    const shown = (await dialog.getByTestId('error-log-entry').first().textContent()) ?? '';
    const time = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})/.exec(shown);
    expect(time, shown).not.toBeNull();
    const [month, day, year, hour, minute, second] = (time ?? []).slice(1).map(Number);
    const ageMs = await page.evaluate((parts) => Date.now() - new Date(...parts).getTime(), [
      year,
      month - 1,
      day,
      hour,
      minute,
      second,
    ] as const);
    expect(ageMs).toBeGreaterThanOrEqual(-1000);
    expect(ageMs).toBeLessThan(60_000);
    await dialog.getByRole('button', { name: en('app.prefs.error_log.upload') }).click();
    await confirmDialog(page, en('app.prefs.error_log.upload_confirm'))
      .getByRole('button', { name: en('ra.action.confirm') })
      .click();
    await expect
      .poll(() => notification(page).textContent())
      .toContain(en('app.prefs.error_log.upload_done'));
    await page.getByTestId('error-log').click();
    await expect
      .poll(() => page.getByTestId('error-log-dialog').textContent())
      .toContain(en('app.prefs.error_log.empty'));
    await page.context().close();
  });
});
