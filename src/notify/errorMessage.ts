/** The message to show for a rejected call: the server's text, else a translation key. */
export function errorMessage(error: unknown, fallbackKey = 'app.error.unknown'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallbackKey;
}
