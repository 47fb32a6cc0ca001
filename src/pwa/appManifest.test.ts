import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { languageManifests } from '../../pwa.config';
import { appManifest, linkManifest } from './appManifest';

describe('the installed app takes the name of its user’s language (issue 40, point 20)', () => {
  it('a Chinese, an English and a Turkish page link a manifest naming the app in that language', () => {
    const page = new JSDOM('<head><link rel="manifest" href="/manifest.webmanifest"></head>').window
      .document;
    const linked = () => page.querySelector('link[rel="manifest"]')?.getAttribute('href');

    linkManifest('en', page);
    expect(linked()).toBe('/manifest.en.webmanifest');
    linkManifest('tr', page);
    expect(linked()).toBe('/manifest.tr.webmanifest');
    linkManifest('zh', page);
    expect(linked()).toBe('/manifest.webmanifest');
  });

  it('the build writes the English and Turkish manifests beside the Chinese one', () => {
    const emitted: Record<string, string> = {};
    const plugin = languageManifests();
    const emitFile = (file: { fileName: string; source: string }) => {
      emitted[file.fileName] = file.source;
      return file.fileName;
    };
    (plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void).call({
      emitFile,
    });

    expect(JSON.parse(emitted['manifest.en.webmanifest'] ?? '{}')).toMatchObject({
      name: 'Dental Design Portal',
      lang: 'en',
    });
    expect(JSON.parse(emitted['manifest.tr.webmanifest'] ?? '{}')).toMatchObject({
      name: 'Diş Tasarım Portalı',
      short_name: 'Tasarım Portalı',
      lang: 'tr',
    });
    expect(appManifest('zh')).toMatchObject({ name: '义齿设计师平台', lang: 'zh' });
  });
});
