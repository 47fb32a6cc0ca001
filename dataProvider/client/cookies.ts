/** The few cookie operations the session needs (tokens live in cookies, as in Saber). */
export const cookies = {
  get(name: string): string | undefined {
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
  },

  set(name: string, value: string): void {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${ATTRIBUTES}`;
  },

  remove(name: string): void {
    document.cookie = `${encodeURIComponent(name)}=${ATTRIBUTES}; max-age=0`;
  },
};

const ATTRIBUTES = '; path=/; SameSite=Lax';
