import { toDateTimeString } from '../domain/format';

/** Saber's local error log entry (SPEC §3), uploaded as is. */
export interface ErrorLogEntry {
  type: 'error';
  message: string;
  stack: string;
  /** Where it came from: a React component stack, "unhandledrejection", an upload's file... */
  info: string;
  url: string;
  /** `yyyy-MM-dd HH:mm:ss`, browser time. */
  time: string;
}

export type ErrorInput = Partial<Omit<ErrorLogEntry, 'type'>> & { message: string };

export interface ErrorLogStore {
  /** Newest first; the same array until a change, as useSyncExternalStore needs. */
  list(): readonly ErrorLogEntry[];
  record(input: ErrorInput): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export const ERROR_LOG_CAPACITY = 200;

interface ErrorLogOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  key: string;
  capacity?: number;
  now?: () => Date;
  currentUrl?: () => string;
}

/** The log kept in localStorage (saber-logs); the oldest entries go beyond the capacity. */
export function createErrorLogStore(options: ErrorLogOptions): ErrorLogStore {
  const { storage, key, capacity = ERROR_LOG_CAPACITY } = options;
  const now = options.now ?? (() => new Date());
  const currentUrl = options.currentUrl ?? (() => '');
  const listeners = new Set<() => void>();
  let entries = read(storage.getItem(key));

  const change = (next: ErrorLogEntry[]) => {
    entries = next;
    try {
      if (next.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(next));
    } catch {
      // A full storage must not turn one error into another: the log stays in memory.
    }
    listeners.forEach((listener) => listener());
  };

  return {
    list: () => entries,
    record(input) {
      const entry: ErrorLogEntry = {
        type: 'error',
        message: input.message,
        stack: input.stack ?? '',
        info: input.info ?? '',
        url: input.url ?? currentUrl(),
        time: input.time ?? toDateTimeString(now()),
      };
      change([entry, ...entries].slice(0, capacity));
    },
    clear: () => change([]),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An entry of anything thrown or rejected. */
export function describeError(reason: unknown, info: string): ErrorInput {
  if (reason instanceof Error) {
    return { message: reason.message || reason.name, stack: reason.stack ?? '', info };
  }
  if (typeof reason === 'string') return { message: reason, info };
  let message: string;
  try {
    message = JSON.stringify(reason) ?? String(reason);
  } catch {
    message = String(reason);
  }
  return { message, info };
}

function read(text: string | null): ErrorLogEntry[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function isEntry(value: unknown): value is ErrorLogEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
