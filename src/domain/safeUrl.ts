const HTTP_PREFIX = /^https?:\/\//i;

/**
 * The URL when it is an absolute http(s) address, else undefined. Anything else (javascript:,
 * data:, relative paths, a leading blank that browsers would strip) is refused before it can
 * reach an href or an iframe.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value || !HTTP_PREFIX.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function isHttpUrl(value: string | null | undefined): boolean {
  return safeHttpUrl(value) !== undefined;
}

/**
 * A URL from a query string resolved against `base` (the page's address) when relative, then
 * accepted only if the result is http(s): `/upload/a.stl` becomes `https://portal/upload/a.stl`,
 * `javascript:` and `data:` stay refused. Returns the absolute URL or undefined.
 */
export function resolveHttpUrl(value: string | null | undefined, base: string): string | undefined {
  if (!value || value.trim() === '') return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A stored file's link (attachment, CAD file, case file) when it is one of ours: resolved
 * against the API's base (`apiBaseUrl`, '' = the page's origin), then kept only when it lands on
 * the page's or the API's origin. The server answers its own object route there; a link to
 * another site, or straight to the storage's origin, is never rendered nor opened.
 */
export function ownFileUrl(
  link: string | null | undefined,
  pageOrigin: string,
  apiBaseUrl = '',
): string | undefined {
  const apiBase = apiBaseUrl ? resolveHttpUrl(apiBaseUrl, pageOrigin) : pageOrigin;
  if (!apiBase) return undefined;
  const apiOrigin = new URL(apiBase).origin;
  const url = resolveHttpUrl(link, `${apiOrigin}/`);
  if (!url) return undefined;
  const origin = new URL(url).origin;
  return origin === apiOrigin || origin === new URL(pageOrigin).origin ? url : undefined;
}
