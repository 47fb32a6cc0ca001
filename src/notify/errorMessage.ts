import { codedRefusalOf } from '../domain/refusals';
import { isFileReadFailure } from './fileReadFailure';

/**
 * The message to show for a rejected call: the portal's own words for a refusal the server
 * names by its code (issue 40), else the server's text, else a translation key.
 */
export function errorMessage(error: unknown, fallbackKey = 'app.error.unknown'): string {
  const refusal = codedRefusalOf(bodyOf(error));
  if (refusal) return `app.refusal.${refusal.refusal}`;
  // The browser's own words ("The requested file could not be read") are English only.
  if (isFileReadFailure(error)) return 'app.error.file_unreadable';
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallbackKey;
}

/** What errorMessage's text names (a coded refusal's values), the server's text as fallback. */
export function errorMessageArgs(error: unknown): Record<string, string | number> {
  const server = error instanceof Error ? error.message : '';
  return { ...codedRefusalOf(bodyOf(error))?.values, _: server };
}

/** The answer's body react-admin's HttpError keeps. */
function bodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
}
