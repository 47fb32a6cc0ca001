/**
 * The name a download is saved under (issue 39): the object route takes it as `filename` and
 * the presigned URL carries it as S3's `response-content-disposition`, signed with the rest.
 */
const MAX_NAME = 255;
/** A folder separator, or a control character (a header could end at one). */
const unsafe = (name: string) =>
  /[/\\]/.test(name) || [...name].some((char) => char.charCodeAt(0) < 32 || char === '\u007f');

/** A name a file may be saved under: printable, no folder, at most 255 characters. */
export function downloadNameOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return name && name.length <= MAX_NAME && !unsafe(name) ? name : undefined;
}

/** RFC 6266 in the RFC 5987 form: any script, and nothing in it can end the header. */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

const ATTACHMENT = /^attachment; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/;

/** Whether a disposition asked of the storage is one attachmentDisposition made. */
export function isAttachmentDisposition(value: unknown): value is string {
  return typeof value === 'string' && ATTACHMENT.test(value);
}
