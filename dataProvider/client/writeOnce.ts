import { HttpError } from 'react-admin';

/**
 * At most once per write: an identical write already in flight is not sent again (a double
 * click, two components asking together) but shares the first one's answer; a write whose
 * outcome is unknown (network error, timeout, 5xx) keeps its Idempotency-Key, so its retry is
 * recognised by the server and answered from the first call instead of creating a second record.
 */
export interface WriteOnce {
  /** `ownKey`: the caller keeps its own key across retries; the write is still sent once in flight. */
  run<T>(
    fingerprint: string,
    send: (idempotencyKey: string) => Promise<T>,
    ownKey?: string,
  ): Promise<T>;
}

export function createWriteOnce(newKey: () => string = newIdempotencyKey): WriteOnce {
  const inFlight = new Map<string, Promise<unknown>>();
  const uncertain = new Map<string, string>();

  return {
    run<T>(
      fingerprint: string,
      send: (idempotencyKey: string) => Promise<T>,
      ownKey?: string,
    ): Promise<T> {
      const running = inFlight.get(fingerprint);
      if (running) return running as Promise<T>;
      if (ownKey !== undefined) return track(fingerprint, send(ownKey));
      const key = uncertain.get(fingerprint) ?? newKey();
      uncertain.set(fingerprint, key);
      const call = send(key).then(
        (answer) => {
          uncertain.delete(fingerprint);
          return answer;
        },
        (error: unknown) => {
          if (!outcomeUnknown(error)) uncertain.delete(fingerprint);
          throw error;
        },
      );
      return track(fingerprint, call);
    },
  };

  function track<T>(fingerprint: string, call: Promise<T>): Promise<T> {
    const settled = call.finally(() => inFlight.delete(fingerprint));
    inFlight.set(fingerprint, settled);
    return settled;
  }
}

/**
 * Whether a failed write may have run all the same (no answer, a timeout, a 5xx); 409: the server
 * still runs the first call. Its retry must carry the same key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.status === 0 || error.status === 409 || error.status >= 500;
}

export function writeFingerprint(method: string, url: string, body: unknown): string {
  return `${method} ${url}\u0000${bodyFingerprint(body)}`;
}

function bodyFingerprint(body: unknown): string {
  if (body === undefined) return '';
  if (body instanceof FormData) {
    const parts: string[] = [];
    body.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.size}:${value.lastModified}`,
      );
    });
    return parts.join('&');
  }
  return JSON.stringify(body);
}

/** 32 hex digits: the one key format of every write, the portal's own and a form's. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
