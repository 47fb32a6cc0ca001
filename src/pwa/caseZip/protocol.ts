/**
 * The case package (issue 24) between the page and the service worker: the page posts the plan
 * with a MessagePort, opens `CASE_ZIP_PATH{id}/{file name}`, and the worker answers that URL
 * with the ZIP as client-zip streams it, so the browser's download manager writes it to disk.
 */
export const CASE_ZIP_PATH = '/case-zip/';
/** The worker script the generated service worker imports (pwa.config.ts builds it). */
export const CASE_ZIP_WORKER_SCRIPT = 'case-zip-sw.js';

/** One entry of the archive: a file fetched from `url`, or a text made by the page. */
export type CaseZipEntry = { name: string; url: string } | { name: string; text: string };

export interface CaseZipPlan {
  id: string;
  /** The archive's name in the download manager. */
  fileName: string;
  entries: CaseZipEntry[];
  /**
   * Bytes of the entries, for the percentage (as far as the page could learn them); the archive
   * adds about 100 bytes an entry, so the count reaches it just before the end.
   */
  total: number;
}

/** Page to worker (on the controller), with the port the answers come back on. */
export interface CaseZipRequest {
  type: 'case-zip';
  plan: CaseZipPlan;
}

/** Page to worker, on the port. */
export interface CaseZipCancel {
  type: 'cancel';
}

/** Worker to page, on the port: `loaded` counts the archive's bytes written so far. */
export type CaseZipReport =
  | { type: 'ready' }
  | { type: 'progress'; loaded: number }
  | { type: 'done'; loaded: number }
  | { type: 'cancelled' }
  | { type: 'error'; message: string };

/** The download URL of a plan. */
export function caseZipUrl(plan: Pick<CaseZipPlan, 'id' | 'fileName'>): string {
  return `${CASE_ZIP_PATH}${encodeURIComponent(plan.id)}/${encodeURIComponent(plan.fileName)}`;
}

/** The plan id of a download URL's path, or undefined for another path. */
export function caseZipIdOf(pathname: string): string | undefined {
  if (!pathname.startsWith(CASE_ZIP_PATH)) return undefined;
  const id = pathname.slice(CASE_ZIP_PATH.length).split('/')[0];
  return id ? decodeURIComponent(id) : undefined;
}
