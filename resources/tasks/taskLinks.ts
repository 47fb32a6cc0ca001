import { generatePath } from 'react-router-dom';
import { resolveHttpUrl } from '../../src/domain/safeUrl';
import { StlViewPage } from '../../src/pages/stlView/StlViewPage';
import { TASK_UPLOAD_PATH } from '../../src/pages/taskUpload/taskUploadRoute';

/** Where the task detail lives (react-admin's show route of the tasks resource). */
export const taskShowPath = (id: string) => `/tasks/${encodeURIComponent(id)}/show`;

/** The staff's inspection queue (the list route of the qcQueue resource). */
export const QC_QUEUE_PATH = '/qcQueue';

/** The CAD upload page (built by the upload feature). */
export const taskUploadPath = (id: string) =>
  generatePath(TASK_UPLOAD_PATH, { id: encodeURIComponent(id) });

/** The public STL viewer for a file link (absolute or same-origin), or undefined for non-http. */
export function stlPreviewPath(link: string, origin: string): string | undefined {
  const safe = safeFileHref(link, origin);
  return safe ? `${StlViewPage.path}?stlUrl=${encodeURIComponent(safe)}` : undefined;
}

/** A file link safe for an href: http(s) or a same-origin path. */
export function safeFileHref(link: string, origin: string): string | undefined {
  return resolveHttpUrl(link, origin);
}
