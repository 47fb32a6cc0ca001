import { safeHttpUrl } from '../../src/domain/safeUrl';

/** Where the task detail lives (react-admin's show route of the tasks resource). */
export const taskShowPath = (id: string) => `/tasks/${encodeURIComponent(id)}/show`;

/** The CAD upload page (built by the upload feature). */
export const taskUploadPath = (id: string) => `/order/task/${encodeURIComponent(id)}/upload`;

/** The public STL viewer for a file link (absolute or same-origin), or undefined for non-http. */
export function stlPreviewPath(link: string, origin: string): string | undefined {
  if (!link) return undefined;
  let absolute: string;
  try {
    absolute = new URL(link, origin).href;
  } catch {
    return undefined;
  }
  const safe = safeHttpUrl(absolute);
  return safe ? `/stlView?stlUrl=${encodeURIComponent(safe)}` : undefined;
}

/** A file link safe for an href: http(s) or a same-origin path. */
export function safeFileHref(link: string, origin: string): string | undefined {
  try {
    return safeHttpUrl(new URL(link, origin).href);
  } catch {
    return undefined;
  }
}
