/**
 * A tag tab (Saber's tag): `label` is the title's translation key, `value` the path, `query` the
 * search string to restore, `group` the route pattern, so that one route with parameters
 * (personal centre tabs) keeps one tab.
 */
export interface Tag {
  label: string;
  value: string;
  query: string;
  group: string;
}

/** The tab list with the home tab first (it cannot be closed). */
export function withHome(tags: readonly Tag[], home: Tag): Tag[] {
  return [home, ...tags.filter((tag) => tag.value !== home.value)];
}

/** Opens a tab, or updates the tab of the same path or the same route group in place. */
export function openTag(tags: readonly Tag[], tag: Tag): Tag[] {
  const index = tags.findIndex(
    (other) => other.value === tag.value || (tag.group !== '' && other.group === tag.group),
  );
  if (index === -1) return [...tags, tag];
  const next = [...tags];
  next[index] = tag;
  return next;
}

/** Closes one tab; the home tab stays. */
export function closeTag(tags: readonly Tag[], value: string, home: string): Tag[] {
  if (value === home) return [...tags];
  return tags.filter((tag) => tag.value !== value);
}

/** Keeps the current tab and home. */
export function closeOtherTags(tags: readonly Tag[], current: string, home: string): Tag[] {
  return tags.filter((tag) => tag.value === current || tag.value === home);
}

/** Keeps home only. */
export function closeAllTags(tags: readonly Tag[], home: string): Tag[] {
  return tags.filter((tag) => tag.value === home);
}

/** Where to go after closing `closed`: its left neighbour, else the next one, else home. */
export function tagAfterClosing(tags: readonly Tag[], closed: string, home: string): string {
  const index = tags.findIndex((tag) => tag.value === closed);
  const neighbour = tags[index - 1] ?? tags[index + 1];
  return index === -1 || !neighbour ? home : neighbour.value;
}

/** A stored tab list, or [] when the stored value is not one. */
export function parseTags(stored: string | null): Tag[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isTag) : [];
  } catch {
    return [];
  }
}

function isTag(value: unknown): value is Tag {
  if (typeof value !== 'object' || value === null) return false;
  const { label, value: path, query, group } = value as Record<string, unknown>;
  return [label, path, query, group].every((field) => typeof field === 'string');
}

/**
 * Where a scrolling strip must stand so that one of its items is wholly in view (issue 40, point
 * 15: the active tag of a full strip): unchanged when it already is, else the least move.
 */
export function scrollToShow(
  strip: { scrollLeft: number; clientWidth: number },
  item: { offsetLeft: number; offsetWidth: number },
): number {
  const end = item.offsetLeft + item.offsetWidth;
  if (item.offsetLeft < strip.scrollLeft) return item.offsetLeft;
  if (end > strip.scrollLeft + strip.clientWidth) {
    return Math.min(item.offsetLeft, end - strip.clientWidth);
  }
  return strip.scrollLeft;
}
