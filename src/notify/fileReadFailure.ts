/**
 * The errors a browser gives when a picked file can no longer be read: it was changed, moved or
 * deleted on disk after it was chosen (Chromium's NotReadableError says so only in English).
 */
const READ_FAILURES: readonly string[] = ['NotReadableError', 'NotFoundError'];

export function isFileReadFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    READ_FAILURES.includes(String(error.name))
  );
}
