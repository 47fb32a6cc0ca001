import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../../dataProvider/client/storageKeys';
import { parseTags, type Tag } from '../../domain/tags';

/**
 * The open tabs, kept in localStorage (saber-tags) so they survive a reload; login and logout
 * remove that key (sessionStore), so the snapshot is read back from storage each time.
 */
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastTags: Tag[] = [];

export function readTags(): Tag[] {
  const raw = localStorage.getItem(storageKeys.tags);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastTags = parseTags(raw);
  }
  return lastTags;
}

export function writeTags(tags: Tag[]): void {
  localStorage.setItem(storageKeys.tags, JSON.stringify(tags));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useTags(): Tag[] {
  return useSyncExternalStore(subscribe, readTags);
}
