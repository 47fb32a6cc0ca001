import { appEn } from '../../i18n/appEn';
import { appTr } from '../../i18n/appTr';
import { appZh } from '../../i18n/appZh';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { PATHS } from '../routes/paths';

/**
 * The installed app's name follows the user's language (issue 40, point 20): one manifest per
 * language, named from the catalogs, and the page links the one of its language. A phone shows
 * about twelve characters under the icon, so a bilingual name would be cut to its first language;
 * each user installs the portal under the name the sign-in page shows them.
 */
const NAMES: Record<Language, { name: string; short_name: string }> = {
  zh: { name: appZh.name, short_name: appZh.short_name },
  en: { name: appEn.name, short_name: appEn.short_name },
  tr: { name: appTr.name, short_name: appTr.short_name },
};

/** Chinese keeps the plain name browsers and nginx already know; the others carry their code. */
export function manifestFileName(language: Language): string {
  return language === 'zh' ? 'manifest.webmanifest' : `manifest.${language}.webmanifest`;
}

export function appManifest(language: Language) {
  return {
    ...NAMES[language],
    description: NAMES[language].name,
    lang: language,
    start_url: PATHS.root,
    scope: PATHS.root,
    display: 'standalone' as const,
    theme_color: '#409EFF',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The manifests besides the Chinese one (which the PWA plugin writes and links). */
export function otherLanguageManifests(): { fileName: string; source: string }[] {
  return LANGUAGES.filter((language) => language !== 'zh').map((language) => ({
    fileName: manifestFileName(language),
    source: JSON.stringify(appManifest(language)),
  }));
}

/** Points the page's manifest link at the user's language, so an install takes that name. */
export function linkManifest(language: Language, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.setAttribute('href', `/${manifestFileName(language)}`);
}
