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
