import { config } from '../../../dataProvider/client/config';
import { ownFileUrl } from '../../../src/domain/safeUrl';
import { stlViewPath } from '../../../src/routes/paths';

/** The public STL viewer for one of our file links, or undefined for anything else. */
export function stlPreviewPath(link: string, origin: string): string | undefined {
  const safe = safeFileHref(link, origin);
  return safe ? stlViewPath([safe]) : undefined;
}

/**
 * A file link safe for an href or the viewer: on the page's or the API's origin only (issue 36:
 * a link the server did not build, another site's or the storage's own, is not offered).
 */
export function safeFileHref(link: string, origin: string): string | undefined {
  return ownFileUrl(link, origin, config.apiBaseUrl);
}
