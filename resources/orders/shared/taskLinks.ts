import { resolveHttpUrl } from '../../../src/domain/safeUrl';
import { stlViewPath } from '../../../src/routes/paths';

/** The public STL viewer for a file link (absolute or same-origin), or undefined for non-http. */
export function stlPreviewPath(link: string, origin: string): string | undefined {
  const safe = safeFileHref(link, origin);
  return safe ? stlViewPath([safe]) : undefined;
}

/** A file link safe for an href: http(s) or a same-origin path. */
export function safeFileHref(link: string, origin: string): string | undefined {
  return resolveHttpUrl(link, origin);
}
