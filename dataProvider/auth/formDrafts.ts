import { draftKeyPrefix, sessionStore } from './sessionStore';

export type DraftValues = Record<string, string>;

/**
 * Unsent form text, kept in sessionStorage per user and form (`work-order`, `reply:<ticket id>`),
 * so a session that ends under the user does not take it: the same user logging back in gets it
 * back. Another user's login, or a logout the user chose, drops it (sessionStore).
 */
export const formDrafts = {
  read(form: string): DraftValues | undefined {
    const key = keyOf(form);
    const text = key === undefined ? null : sessionStorage.getItem(key);
    if (text === null) return undefined;
    try {
      const values: unknown = JSON.parse(text);
      return isDraft(values) ? values : undefined;
    } catch {
      return undefined;
    }
  },

  /** Keeps `values`, or forgets the draft when nothing was typed. */
  write(form: string, values: DraftValues): void {
    const key = keyOf(form);
    if (key === undefined) return;
    if (Object.values(values).every(isBlank)) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(values));
  },

  /** A successful send: the draft is done. */
  clear(form: string): void {
    const key = keyOf(form);
    if (key !== undefined) sessionStorage.removeItem(key);
  },
};

function keyOf(form: string): string | undefined {
  const userId = sessionStore.getUserId();
  return userId ? `${draftKeyPrefix(userId)}${form}` : undefined;
}

// The rich-text editor reports an empty document as one empty paragraph.
function isBlank(value: string): boolean {
  return value.trim() === '' || value === '<p></p>';
}

function isDraft(value: unknown): value is DraftValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((field) => typeof field === 'string')
  );
}
