import { config } from '../../../dataProvider/client/config';
import { ownFileUrl } from '../../../src/domain/safeUrl';
import { stlViewPath } from '../../../src/routes/paths';

/** The public STL viewer for one of our file links (shown as `name`), or undefined for anything else. */
export function stlPreviewPath(link: string, origin: string, name?: string): string | undefined {
  const safe = safeFileHref(link, origin);
  return safe ? stlViewPath([{ url: safe, name }]) : undefined;
}

/**
 * One of our file links, saved under `name`: the object route names the download by `filename`
 * (the storage would name it by its key, and a redirect to it ignores the `download` attribute).
 */
export function downloadHref(link: string, origin: string, name: string): string | undefined {
  const safe = safeFileHref(link, origin);
  if (!safe) return undefined;
  const url = new URL(safe);
  url.searchParams.set('filename', name);
  return url.toString();
}

/**
 * A file link safe for an href or the viewer: on the page's or the API's origin only (issue 36:
 * a link the server did not build, another site's or the storage's own, is not offered).
 */
export function safeFileHref(link: string, origin: string): string | undefined {
  return ownFileUrl(link, origin, config.apiBaseUrl);
}
