// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linkManifest } from './appManifest';

describe('the installed app takes the name of its user’s language (issue 40, point 20)', () => {
  it('a Chinese, an English and a Turkish page link a manifest naming the app in that language', () => {
    const page = document.implementation.createHTMLDocument('portal');
    page.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const linked = () => page.querySelector('link[rel="manifest"]')?.getAttribute('href');

    linkManifest('en', page);
    expect(linked()).toBe('/manifest.en.webmanifest');
    linkManifest('tr', page);
    expect(linked()).toBe('/manifest.tr.webmanifest');
    linkManifest('zh', page);
    expect(linked()).toBe('/manifest.webmanifest');
  });
});
