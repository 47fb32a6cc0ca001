import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createI18nProvider } from './i18nProvider';
import { tr } from './tr';
import { zh } from './zh';

const catalogs = { zh, en, tr };

describe('counted messages', () => {
  it('say one work-order message in the singular in English, in each language with its count', async () => {
    const provider = createI18nProvider({
      initialLanguage: 'en',
      catalogs: (language) => catalogs[language],
      onLanguageChange: () => undefined,
    });
    expect(provider.translate('app.tickets.news', { smart_count: 1 })).toBe(
      'You have 1 new work order message, please check it',
    );
    expect(provider.translate('app.tickets.news', { smart_count: 3 })).toBe(
      'You have 3 new work order messages, please check them',
    );
    await provider.changeLocale('tr');
    expect(provider.translate('app.tickets.news', { smart_count: 1 })).toContain('1 yeni');
    await provider.changeLocale('zh');
    expect(provider.translate('app.tickets.news', { smart_count: 2 })).toBe(
      '当前有2条新工单消息，请及时查看',
    );
  });
});
