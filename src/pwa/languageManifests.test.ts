import { describe, expect, it } from 'vitest';
import { languageManifests } from '../../pwa.config';
import { appManifest } from './appManifest';

describe('the build names the installed app in each language (issue 40, point 20)', () => {
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
