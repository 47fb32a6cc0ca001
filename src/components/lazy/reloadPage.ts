/** Downloads the app anew: the only cure for a chunk that failed (its import is cached). */
export function reloadPage(): void {
  window.location.reload();
}
