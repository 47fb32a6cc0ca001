import { describe, expect, it, vi } from 'vitest';
import { createErrorLogStore, describeError, ERROR_LOG_CAPACITY } from './errorLogStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const KEY = 'saber-logs';
const options = (storage = memoryStorage()) => ({
  storage,
  key: KEY,
  now: () => new Date(2024, 2, 5, 14, 7, 9),
  currentUrl: () => 'http://localhost/wel/index',
});

describe('createErrorLogStore', () => {
  it('records Saber entries, newest first, and stores them', () => {
    const storage = memoryStorage();
    const log = createErrorLogStore(options(storage));
    log.record({ message: 'first' });
    log.record({ message: 'second', stack: 'Error: second', info: 'upload', url: 'http://x/y' });
    expect(log.list()).toEqual([
      {
        type: 'error',
        message: 'second',
        stack: 'Error: second',
        info: 'upload',
        url: 'http://x/y',
        time: '2024-03-05 14:07:09',
      },
      {
        type: 'error',
        message: 'first',
        stack: '',
        info: '',
        url: 'http://localhost/wel/index',
        time: '2024-03-05 14:07:09',
      },
    ]);
    expect(JSON.parse(storage.values.get(KEY) ?? '')).toEqual(log.list());
    expect(createErrorLogStore(options(storage)).list()).toEqual(log.list());
  });

  it(`keeps the newest ${ERROR_LOG_CAPACITY} entries`, () => {
    const log = createErrorLogStore(options());
    for (let index = 0; index < ERROR_LOG_CAPACITY + 5; index++)
      log.record({ message: `${index}` });
    expect(log.list()).toHaveLength(ERROR_LOG_CAPACITY);
    expect(log.list()[0].message).toBe(`${ERROR_LOG_CAPACITY + 4}`);
    expect(log.list().at(-1)?.message).toBe('5');
  });

  it('clears the log and its storage, telling subscribers each time', () => {
    const storage = memoryStorage();
    const log = createErrorLogStore(options(storage));
    const listener = vi.fn();
    log.subscribe(listener);
    log.record({ message: 'boom' });
    const snapshot = log.list();
    expect(log.list()).toBe(snapshot);
    log.clear();
    expect(log.list()).toEqual([]);
    expect(storage.values.has(KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores unreadable storage and keeps working when the storage is full', () => {
    expect(createErrorLogStore(options(memoryStorage({ [KEY]: '{oops' }))).list()).toEqual([]);
    expect(createErrorLogStore(options(memoryStorage({ [KEY]: '{"a":1}' }))).list()).toEqual([]);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const log = createErrorLogStore(options(full));
    log.record({ message: 'kept in memory' });
    expect(log.list()).toHaveLength(1);
  });
});

describe('describeError', () => {
  it('takes message and stack of an Error, and describes anything else', () => {
    const error = new Error('boom');
    expect(describeError(error, 'where')).toEqual({
      message: 'boom',
      stack: error.stack,
      info: 'where',
    });
    expect(describeError('plain', 'x')).toEqual({ message: 'plain', info: 'x' });
    expect(describeError({ code: 500 }, 'x')).toEqual({ message: '{"code":500}', info: 'x' });
    expect(describeError(undefined, 'x')).toEqual({ message: 'undefined', info: 'x' });
  });
});
