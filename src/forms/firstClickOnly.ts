import type { MouseEvent } from 'react';

/**
 * A click handler for a button that writes: the second click of a double click is ignored. An
 * identical write still in flight is sent once anyway (the HTTP client), but a first call that
 * failed fast would otherwise be retried by the double click's second half, unasked.
 * Keyboard activation (detail 0) and a later single click (detail 1) go through.
 */
export function firstClickOnly(handler: () => void) {
  return (event: Pick<MouseEvent, 'detail'>) => {
    if (event.detail <= 1) handler();
  };
}

/**
 * For a submit button: the second click of a double click does not submit the form again (a fast
 * failure of the first submit would otherwise be retried unasked). Same rule as firstClickOnly.
 */
export function ignoreSecondClick(event: Pick<MouseEvent, 'detail' | 'preventDefault'>): void {
  if (event.detail > 1) event.preventDefault();
}
