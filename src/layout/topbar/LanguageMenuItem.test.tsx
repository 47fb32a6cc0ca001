// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../tests/unit/renderInAdmin';
import { LanguageMenuItem } from './LanguageMenuItem';

function i18nRecording(picked: string[]): I18nProvider {
  let locale = 'zh';
  return {
    translate: (key) => key,
    changeLocale: async (next) => {
      picked.push(next);
      locale = next;
    },
    getLocale: () => locale,
    getLocales: () => [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
      { locale: 'tr', name: 'Türkçe' },
    ],
  };
}

describe('LanguageMenuItem', () => {
  afterEach(cleanup);

  it('opens the three languages, the current one checked, and switches on a pick', async () => {
    const picked: string[] = [];
    renderInAdmin(<LanguageMenuItem />, { i18nProvider: i18nRecording(picked), route: '/' });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('menu-language'));
    const menu = await screen.findByRole('menu');
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    await user.click(within(menu).getByTestId('language-en'));
    expect(picked).toEqual(['en']);
  });
});
