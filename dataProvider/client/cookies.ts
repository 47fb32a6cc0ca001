/**
 * The few cookie operations the session needs (tokens live in cookies, as in Saber). They are
 * sent to no other site (SameSite=Strict), only over https when the page is (Secure), and
 * belong to the whole portal (path=/); docs/DEPLOY.md says which host name keeps them apart.
 */
export const cookies = {
  get(name: string): string | undefined {
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
  },

  set(name: string, value: string): void {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes()}`;
  },

  remove(name: string): void {
    document.cookie = `${encodeURIComponent(name)}=${attributes()}; max-age=0`;
  },
};

/** The attributes of every token cookie, for a page at `protocol`. */
export function cookieAttributes(protocol: string): string {
  return `; path=/; SameSite=Strict${protocol === 'https:' ? '; Secure' : ''}`;
}

function attributes(): string {
  return cookieAttributes(globalThis.location?.protocol ?? '');
}
